import ArchitectureTestKit
import Domain
import Reactive
import ReactiveTest
import Testing
@testable import MVB

@MainActor
struct FlightCardModelTests {
    let scheduler = TestScheduler()

    @Test func theFlightIsSentAtOnce() {
        let model = FlightCardModel(flight: Board.ba287, statusChanges: .never())

        let res = scheduler.start { model.flight }

        #expect(res.events == [.next(200, Board.ba287)])
    }

    @Test func aChangeOfItsFlightsStatusSendsTheFlightAgainAndOtherFlightsAreIgnored() {
        let changes = scheduler.createHotObservable([
            .next(300, FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25))),
            .next(350, FlightStatusChange(flightID: "AA100", status: .landed)),
        ])
        let model = FlightCardModel(flight: Board.ba287, statusChanges: changes.asObservable())

        let res = scheduler.start { model.flight.map(\.status) }

        #expect(res.events == [.next(200, .onTime), .next(300, .delayed(minutes: 25))])
        #expect(changes.subscriptions == [Subscription(200, 1000)])
    }
}
