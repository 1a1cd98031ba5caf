import ArchitectureTestKit
import Domain
import Foundation
import Testing
import VirtualTime
@testable import MVP

// The card's presenter against a fake card: every text, in each airport's own time, and the
// live feed's changes of its flight only.
@MainActor
struct FlightCardPresenterTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService

    init() {
        flightService = FlightService(flights: Board.flightsWithTie, queue: queue)
    }

    private func attached(_ flight: Flight) -> (presenter: FlightCardPresenter, view: FakeFlightCardView) {
        let presenter = FlightCardPresenter(flight: flight, flightService: flightService)
        let view = FakeFlightCardView()
        presenter.attach(view)
        return (presenter, view)
    }

    // MARK: - Card formatting

    @Test func showsTheFlightInEachAirportsLocalTime() {
        let view = attached(Board.ba287).view

        #expect(view.title == "BA 287")
        #expect(view.flight == "BA 287")
        #expect(view.airline == "British Airways")
        #expect(view.route == "LHR \u{2794} SFO")
        #expect(view.departureDay == "Wednesday, April 1, 2015")
        #expect(view.departureAirport == "14:05 London, Heathrow Airport")
        #expect(view.arrivalDay == "Wednesday, April 1, 2015")
        #expect(view.arrivalAirport == "16:55 San Francisco, San Francisco International Airport")
        #expect(view.duration == "10 hours, 50 minutes")
        #expect(view.status == "On time")
    }

    @Test func anOvernightFlightArrivesTheNextDay() {
        let view = attached(Board.aa100).view

        #expect(view.departureAirport == "18:00 New York, John F. Kennedy International Airport")
        #expect(view.arrivalDay == "Thursday, April 2, 2015")
        #expect(view.arrivalAirport == "06:00 London, Heathrow Airport")
        #expect(view.duration == "7 hours")
        #expect(view.status == "Boarding")
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
        #expect(attached(flight).view.duration == expected)
    }

    // MARK: - Live updates

    @Test func aDelayOfItsFlightMovesBothTimesButNotTheDuration() {
        let (presenter, view) = attached(Board.ba287)

        withExtendedLifetime(presenter) {
            flightService.publish(FlightStatusChange(flightID: "UA901", status: .cancelled))
            flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))
        }

        // Another flight's change writes nothing; its own rewrites the card, at once.
        #expect(view.statuses == ["On time", "Delayed 25 min"])
        #expect(view.departureAirport == "14:30 London, Heathrow Airport")
        #expect(view.arrivalAirport == "17:20 San Francisco, San Francisco International Airport")
        #expect(view.duration == "10 hours, 50 minutes")
        #expect(view.title == "BA 287")
    }

    // MARK: - Navigation

    @Test func closingTellsTheCardToClose() {
        let (presenter, view) = attached(Board.ba287)

        presenter.closeRequested()

        #expect(view.closes == 1)
    }

    // MARK: - Lifetime

    @Test func aPresenterLetGoStopsHearingTheFeed() {
        weak var released: FlightCardPresenter?
        let view = FakeFlightCardView()
        do {
            let presenter = FlightCardPresenter(flight: Board.ba287, flightService: flightService)
            released = presenter
            presenter.attach(view)
        }

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .landed))

        #expect(released == nil)
        #expect(view.statuses == ["On time"])
    }
}
