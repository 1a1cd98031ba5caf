import ArchitectureTestKit
import Domain
import Foundation
import Testing
@testable import MVVM

// No test doubles: flights are built by hand, and every line of the card is checked.
@MainActor
struct FlightCardViewViewModelTests {
    @Test func showsTheFlightInEachAirportsLocalTime() {
        let viewModel = FlightCardView.ViewModel(flight: Board.ba287)

        #expect(viewModel.flight == "BA 287")
        #expect(viewModel.airline == "British Airways")
        #expect(viewModel.route == "LHR \u{2794} SFO")
        #expect(viewModel.departureDay == "Wednesday, April 1, 2015")
        #expect(viewModel.departureAirport == "14:05 London, Heathrow Airport")
        #expect(viewModel.arrivalDay == "Wednesday, April 1, 2015")
        #expect(viewModel.arrivalAirport == "16:55 San Francisco, San Francisco International Airport")
        #expect(viewModel.duration == "10 hours, 50 minutes")
        #expect(viewModel.status == "On time")
    }

    @Test func anOvernightFlightArrivesTheNextDay() {
        let viewModel = FlightCardView.ViewModel(flight: Board.aa100)

        #expect(viewModel.departureDay == "Wednesday, April 1, 2015")
        #expect(viewModel.departureAirport == "18:00 New York, John F. Kennedy International Airport")
        #expect(viewModel.arrivalDay == "Thursday, April 2, 2015")
        #expect(viewModel.arrivalAirport == "06:00 London, Heathrow Airport")
        #expect(viewModel.duration == "7 hours")
        #expect(viewModel.status == "Boarding")
    }

    @Test func aDelayMovesBothTimesButNotTheDuration() {
        let viewModel = FlightCardView.ViewModel(flight: Board.flight(Board.ba287, .delayed(minutes: 25)))

        #expect(viewModel.departureAirport == "14:30 London, Heathrow Airport")
        #expect(viewModel.arrivalAirport == "17:20 San Francisco, San Francisco International Airport")
        #expect(viewModel.duration == "10 hours, 50 minutes")
        #expect(viewModel.status == "Delayed 25 min")
    }

    @Test(arguments: [
        (61, "1 hour, 1 minute"),
        (45, "45 minutes"),
        (120, "2 hours"),
        (0, "0 minutes"),
    ])
    func theDurationLeavesOutAZeroPart(minutes: Int, expected: String) {
        let departure = instant("2015-04-01T12:00:00Z")
        let flight = Flight(
            airline: Board.britishAirways, number: "1",
            departure: Endpoint(airport: Board.heathrow, date: departure),
            arrival: Endpoint(airport: Board.heathrow, date: departure.addingTimeInterval(TimeInterval(minutes * 60))),
            status: .onTime
        )
        #expect(FlightCardView.ViewModel(flight: flight).duration == expected)
    }

    @Test func theEmptyCardShowsNothing() {
        let empty = FlightCardView.ViewModel.empty
        #expect([empty.flight, empty.airline, empty.route, empty.departureDay, empty.departureAirport,
                 empty.arrivalDay, empty.arrivalAirport, empty.duration, empty.status].allSatisfy { $0.isEmpty })
    }
}
