import ArchitectureTestKit
import Domain
import Reactive
import ReactiveTest
import Testing
@testable import MVB

@MainActor
struct FlightCardModelTests {
    let scheduler = TestScheduler()

    static let onTimeCard = FlightCard(
        flight: "BA 287", airline: "British Airways", route: "LHR \u{2794} SFO",
        departureDay: "Wednesday, April 1, 2015", departureAirport: "14:05 London, Heathrow Airport",
        arrivalDay: "Wednesday, April 1, 2015", arrivalAirport: "16:55 San Francisco, San Francisco International Airport",
        duration: "10 hours, 50 minutes", status: "On time")

    @Test func theCardShowsTheFlightAtOnce() {
        let model = FlightCardModel(flight: Board.ba287, statusChanges: .never())

        let res = scheduler.start { model.card }

        #expect(res.events == [.next(200, Self.onTimeCard)])
    }

    @Test func aDelayOfItsFlightMovesBothEndsButNotTheDuration() {
        let changes = scheduler.createHotObservable([
            .next(300, FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25))),
            .next(350, FlightStatusChange(flightID: "AA100", status: .landed)),
        ])
        let model = FlightCardModel(flight: Board.ba287, statusChanges: changes.asObservable())

        let res = scheduler.start { model.card }

        let delayedCard = FlightCard(
            flight: "BA 287", airline: "British Airways", route: "LHR \u{2794} SFO",
            departureDay: "Wednesday, April 1, 2015", departureAirport: "14:30 London, Heathrow Airport",
            arrivalDay: "Wednesday, April 1, 2015", arrivalAirport: "17:20 San Francisco, San Francisco International Airport",
            duration: "10 hours, 50 minutes", status: "Delayed 25 min")
        #expect(res.events == [.next(200, Self.onTimeCard), .next(300, delayedCard)])
        #expect(changes.subscriptions == [Subscription(200, 1000)])
    }
}
