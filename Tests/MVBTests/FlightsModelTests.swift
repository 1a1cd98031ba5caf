import ArchitectureTestKit
import Domain
import Reactive
import ReactiveTest
import Testing
@testable import MVB

/// The flights model in virtual time: appearances, reloads and live changes go in at given
/// ticks, each board load answers after 150 ticks, and the histories of the status line and
/// the redrawn rows are asserted.
@MainActor
struct FlightsModelTests {
    let scheduler = TestScheduler()
    let bag = DisposeBag()
    let status: TestableObserver<String>
    let rows: TestableObserver<RowsUpdate<FlightRow>>

    init() {
        status = scheduler.createObserver(String.self)
        rows = scheduler.createObserver(RowsUpdate<FlightRow>.self)
    }

    static let ba117Row = FlightRow(flightID: "BA117", title: "BA 117", subtitle: "LHR \u{2794} JFK", detail: "Wed 1 Apr 08:25 \u{00B7} On time")
    static let ba287Row = FlightRow(flightID: "BA287", title: "BA 287", subtitle: "LHR \u{2794} SFO", detail: "Wed 1 Apr 14:05 \u{00B7} On time")
    static let aa100Row = FlightRow(flightID: "AA100", title: "AA 100", subtitle: "JFK \u{2794} LHR", detail: "Wed 1 Apr 18:00 \u{00B7} Boarding")
    static let boardRows = [ba117Row, ba287Row, aa100Row]

    /// A model whose loads answer with `board`, bound to the recording observers and fed the
    /// given inputs.
    func makeModel(
        board: TestableObservable<[Flight]>,
        appearances: [Recorded<Event<Void>>] = [.next(100, ())],
        reloads: [Recorded<Event<Void>>] = [],
        changes: [Recorded<Event<FlightStatusChange>>] = []
    ) -> FlightsModel {
        let model = FlightsModel(loadBoard: board.asObservable, statusChanges: scheduler.createHotObservable(changes).asObservable())
        bag
            ++ rows <~ model.rows
            ++ status <~ model.statusText
            ++ model.viewWillAppear <~ scheduler.createHotObservable(appearances)
            ++ model.reloadRequested <~ scheduler.createHotObservable(reloads)
        return model
    }

    func answering(_ flights: [Flight]) -> TestableObservable<[Flight]> {
        scheduler.createColdObservable([.next(150, flights), .completed(150)])
    }

    // MARK: - Loading

    @Test func theBoardLoadsTheFirstTimeTheScreenAppearsOnly() {
        let board = answering(Board.flights)
        _ = makeModel(board: board, appearances: [.next(100, ()), .next(600, ())])

        scheduler.start()

        #expect(board.subscriptions == [Subscription(100, 250)])
        #expect(status.events == [.next(100, "Loading flights\u{2026}"), .next(250, "3 flights")])
        #expect(rows.events == [.next(250, .reloadAll(Self.boardRows))])
    }

    @Test func reloadKeepsTheRowsWhileTheBoardLoadsAgain() {
        let board = answering(Board.flights)
        _ = makeModel(board: board, reloads: [.next(400, ())])

        scheduler.start()

        #expect(status.events == [
            .next(100, "Loading flights\u{2026}"), .next(250, "3 flights"),
            .next(400, "Loading flights\u{2026}"), .next(550, "3 flights"),
        ])
        #expect(rows.events == [.next(250, .reloadAll(Self.boardRows)), .next(550, .reloadAll(Self.boardRows))])
    }

    @Test func aFailedLoadClearsTheRows() {
        let board = scheduler.createColdObservable([.error(150, ServiceError.failed, [Flight].self)])
        _ = makeModel(board: board)

        scheduler.start()

        #expect(status.events == [.next(100, "Loading flights\u{2026}"), .next(250, "Loading flights failed")])
        #expect(rows.events == [.next(250, .reloadAll([]))])
    }

    // MARK: - Latest wins

    @Test func reloadReplacesTheLoadInFlight() {
        let board = answering(Board.flights)
        _ = makeModel(board: board, reloads: [.next(200, ())])

        scheduler.start()

        #expect(board.subscriptions == [Subscription(100, 200), Subscription(200, 350)])
        #expect(status.events == [
            .next(100, "Loading flights\u{2026}"), .next(200, "Loading flights\u{2026}"), .next(350, "3 flights"),
        ])
        #expect(rows.events == [.next(350, .reloadAll(Self.boardRows))])
    }

    // MARK: - Live updates

    @Test func aStatusChangeRedrawsOnlyTheRowOfItsFlight() {
        _ = makeModel(board: answering(Board.flights), changes: [
            .next(300, FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25))),
        ])

        scheduler.start()

        let delayed = FlightRow(flightID: "BA287", title: "BA 287", subtitle: "LHR \u{2794} SFO", detail: "Wed 1 Apr 14:30 \u{00B7} Delayed 25 min")
        #expect(rows.events == [.next(250, .reloadAll(Self.boardRows)), .next(300, .reloadRow(1, delayed))])
        #expect(status.events.count == 2)
    }

    @Test func aChangeForAFlightNotShownIsIgnored() {
        _ = makeModel(board: answering([Board.ba117]), changes: [
            .next(120, FlightStatusChange(flightID: "BA117", status: .boarding)),
            .next(300, FlightStatusChange(flightID: "BA287", status: .landed)),
        ])

        scheduler.start()

        #expect(rows.events == [.next(250, .reloadAll([Self.ba117Row]))])
    }

    // MARK: - Choosing a flight

    @Test func choosingARowEmitsTheFlightAsItStandsNow() {
        let model = makeModel(board: answering(Board.flights), changes: [
            .next(300, FlightStatusChange(flightID: "BA287", status: .boarding)),
        ])
        let chosen = scheduler.createObserver(Flight.self)
        bag
            ++ chosen <~ model.goToFlight
            ++ model.flightSelected <~ scheduler.createHotObservable([.next(400, Self.ba287Row)])

        scheduler.start()

        var boarding = Board.ba287
        boarding.status = .boarding
        #expect(chosen.events == [.next(400, boarding)])
    }
}
