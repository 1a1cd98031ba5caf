import ArchitectureTestKit
import Composable
import Domain
import Testing
@testable import TCA

/// The flight card through the TestStore: its own feed while it is shown, and every text it
/// derives from its flight.
@MainActor
struct FlightCardFeatureTests {
    let log = WorkLog()
    let flights: FakeFlights

    init() {
        flights = FakeFlights(board: Board.flights, log: log)
    }

    // MARK: - Live updates

    @Test func theCardFollowsItsFlightOnTheFeedOnly() {
        let store = TestStore(initialState: FlightCardFeature.State(flight: Board.ba287), reporter: .issues) {
            FlightCardFeature()
        } withDependencies: { [flights] in
            $0.flights = flights.client(on: $0.mainQueue)
        }
        let card = store.send(.viewDidLoad)
        let delayed = FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25))
        let other = FlightStatusChange(flightID: "AA100", status: .landed)

        flights.publish(delayed)
        store.receive(.statusChanged(delayed)) { $0.flight.status = .delayed(minutes: 25) }
        flights.publish(other)
        store.receive(.statusChanged(other))
        #expect(store.state.details.status == "Delayed 25 min")

        card.cancel()
        #expect(flights.observerCount == 0)
        store.finish()
    }

    // MARK: - Card formatting

    @Test func theCardShowsEveryPartOfTheFlightInEachAirportsTime() {
        let details = FlightCardFeature.State(flight: Board.ba287).details
        #expect([
            details.flight, details.airline, details.route, details.departureDay, details.departureAirport,
            details.arrivalDay, details.arrivalAirport, details.duration, details.status,
        ] == [
            "BA 287", "British Airways", "LHR \u{2794} SFO", "Wednesday, April 1, 2015", "14:05 London, Heathrow Airport",
            "Wednesday, April 1, 2015", "16:55 San Francisco, San Francisco International Airport", "10 hours, 50 minutes", "On time",
        ])
    }

    @Test func aDelayMovesBothTimesButNotTheDuration() {
        let details = FlightCardFeature.State(flight: Board.flight(Board.ba287, .delayed(minutes: 25))).details
        #expect([details.departureAirport, details.arrivalAirport, details.duration, details.status] == [
            "14:30 London, Heathrow Airport", "17:20 San Francisco, San Francisco International Airport",
            "10 hours, 50 minutes", "Delayed 25 min",
        ])
    }

    @Test func anOvernightFlightArrivesTheNextDay() {
        let details = FlightCardFeature.State(flight: Board.aa100).details
        #expect([details.departureDay, details.departureAirport, details.arrivalDay, details.arrivalAirport, details.duration] == [
            "Wednesday, April 1, 2015", "18:00 New York, John F. Kennedy International Airport",
            "Thursday, April 2, 2015", "06:00 London, Heathrow Airport", "7 hours",
        ])
    }

    @Test func aRowShowsTheCodeTheRouteAndTheExpectedDepartureWithItsStatus() {
        let rows = [Board.ba287, Board.ua901].map(FlightRow.init)
        #expect(rows.map { [$0.code, $0.route, $0.departure] } == [
            ["BA 287", "LHR \u{2794} SFO", "Wed 1 Apr 14:05 \u{00B7} On time"],
            ["UA 901", "LHR \u{2794} SFO", "Wed 1 Apr 14:15 \u{00B7} Delayed 10 min"],
        ])
    }
}
