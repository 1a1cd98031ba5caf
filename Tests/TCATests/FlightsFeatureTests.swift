import ArchitectureTestKit
import Composable
import Domain
import Testing
@testable import TCA

/// The flights feature through the TestStore: the board's loads, the live feed as a
/// long-running effect, and the card as optional state.
@MainActor
struct FlightsFeatureTests {
    let log = WorkLog()
    let flights: FakeFlights

    init() {
        flights = FakeFlights(board: Board.flights, log: log)
    }

    func makeStore(_ state: FlightsFeature.State = FlightsFeature.State()) -> TestStore<FlightsFeature.State, FlightsFeature.Action> {
        TestStore(initialState: state, reporter: .issues) {
            FlightsFeature()
        } withDependencies: { [flights] in
            $0.flights = flights.client(on: $0.mainQueue)
        }
    }

    /// The board of `Board.flights`, loaded: in board order, BA 117, BA 287, AA 100.
    var loaded: FlightsFeature.State {
        FlightsFeature.State(board: .loaded, flights: [Board.ba117, Board.ba287, Board.aa100])
    }

    @Test func theBoardLoadsWhenTheScreenLoadsInBoardOrder() {
        let store = makeStore()
        let screen = store.send(.viewDidLoad) { $0.board = .loading }
        #expect(store.state.statusText == "Loading flights\u{2026}")
        store.mainQueue.advance(by: .milliseconds(150))
        store.receive(.boardResponse(.success(Board.flights))) {
            $0.board = .loaded
            $0.flights = [Board.ba117, Board.ba287, Board.aa100]
        }
        #expect(store.state.statusText == "3 flights")

        // The feed runs for as long as the screen does: the test ends it, as the store's end would.
        screen.cancel()
        #expect(log.entries == ["load board", "observe feed", "stop feed"])
        store.finish()
    }

    // MARK: - Latest wins

    @Test func reloadingCancelsTheLoadInFlightAndTheOldRowsStay() {
        let store = makeStore(loaded)
        store.send(.reloadButtonTapped) { $0.board = .loading }
        store.mainQueue.advance(by: .milliseconds(100))
        flights.board = [Board.ba287]
        store.send(.reloadButtonTapped)
        store.mainQueue.advance(by: .milliseconds(150))
        store.receive(.boardResponse(.success([Board.ba287]))) {
            $0.board = .loaded
            $0.flights = [Board.ba287]
        }
        #expect(store.state.statusText == "1 flight")
        #expect(log.entries == ["load board", "cancel load board", "load board"])
        store.finish()
    }

    @Test func aFailedLoadClearsTheRowsAndAnEmptyBoardSaysSo() {
        flights.failNext = true
        let store = makeStore(loaded)
        store.send(.reloadButtonTapped) { $0.board = .loading }
        store.mainQueue.advance(by: .milliseconds(150))
        store.receive(.boardResponse(.failure(.failed))) {
            $0.board = .failed
            $0.flights = []
        }
        #expect(store.state.statusText == "Loading flights failed")

        flights.board = []
        store.send(.reloadButtonTapped) { $0.board = .loading }
        store.mainQueue.advance(by: .milliseconds(150))
        store.receive(.boardResponse(.success([]))) { $0.board = .loaded }
        #expect(store.state.statusText == "No flights")
        store.finish()
    }

    // MARK: - Live updates

    @Test func aStatusChangeReachesItsRowAndOneBeforeTheBoardArrivesIsInIt() {
        let store = makeStore()
        let screen = store.send(.viewDidLoad) { $0.board = .loading }
        flights.publish(FlightStatusChange(flightID: "BA287", status: .boarding))
        store.receive(.statusChanged(FlightStatusChange(flightID: "BA287", status: .boarding)))
        store.mainQueue.advance(by: .milliseconds(150))
        store.receive(.boardResponse(.success([Board.flight(Board.ba287, .boarding), Board.aa100, Board.ba117]))) {
            $0.board = .loaded
            $0.flights = [Board.ba117, Board.flight(Board.ba287, .boarding), Board.aa100]
        }

        flights.publish(FlightStatusChange(flightID: "AA100", status: .delayed(minutes: 25)))
        store.receive(.statusChanged(FlightStatusChange(flightID: "AA100", status: .delayed(minutes: 25)))) {
            $0.flights[2].status = .delayed(minutes: 25)
        }
        screen.cancel()
        store.finish()
    }

    // MARK: - Navigation

    @Test func aTappedRowPresentsItsCardUntilItIsClosedOrTheBoardIsOnTopAgain() {
        let store = makeStore(loaded)
        store.send(.flightTapped(row: 1)) { $0.card = FlightCardFeature.State(flight: Board.ba287) }
        store.send(.card(.closeButtonTapped)) { $0.card = nil }
        store.send(.flightTapped(row: 2)) { $0.card = FlightCardFeature.State(flight: Board.aa100) }
        store.send(.viewWillAppear) { $0.card = nil }
        store.send(.viewWillAppear)
    }

    @Test func theOpenCardFollowsTheFeedBesideTheBoardAndStopsWhenClosed() {
        let store = makeStore()
        let screen = store.send(.viewDidLoad) { $0.board = .loading }
        store.mainQueue.advance(by: .milliseconds(150))
        store.receive(.boardResponse(.success(Board.flights))) {
            $0.board = .loaded
            $0.flights = [Board.ba117, Board.ba287, Board.aa100]
        }
        store.send(.flightTapped(row: 1)) { $0.card = FlightCardFeature.State(flight: Board.ba287) }
        store.send(.card(.viewDidLoad))
        #expect(flights.observerCount == 2)

        let landed = FlightStatusChange(flightID: "BA287", status: .landed)
        flights.publish(landed)
        store.receive(.statusChanged(landed)) { $0.flights[1].status = .landed }
        store.receive(.card(.statusChanged(landed))) { $0.card?.flight.status = .landed }

        store.send(.card(.closeButtonTapped)) { $0.card = nil }
        #expect(flights.observerCount == 1)
        screen.cancel()
        #expect(log.entries == ["load board", "observe feed", "observe feed", "stop feed", "stop feed"])
        store.finish()
    }
}
