import ArchitectureTestKit
import Bind
import Domain
import Testing
import VirtualTime
@testable import MVVMC

/// The card's data controller: the card's view model, kept current with its flight's live changes.
@MainActor
struct FlightCardDataControllerTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService

    init() {
        flightService = FlightService(flights: Board.flights, queue: queue)
    }

    func card(of flight: Flight, from dataController: FlightCardDataController) throws -> FlightCardViewModel {
        var handed: FlightCardViewModel?
        dataController.update(with: flight) { handed = $0 }
        return try #require(handed)
    }

    @Test func theCardShowsTheFlightInItsAirportsTimeZones() throws {
        let card = try card(of: Board.ba287, from: FlightCardDataController(flightService: flightService))

        #expect(card.title == "BA 287")
        #expect(card.airline == "British Airways")
        #expect(card.route == "LHR \u{2794} SFO")
        #expect(card.departureDay == "Wednesday, April 1, 2015")
        #expect(card.departureAirport == "14:05 London, Heathrow Airport")
        #expect(card.arrivalDay == "Wednesday, April 1, 2015")
        #expect(card.arrivalAirport == "16:55 San Francisco, San Francisco International Airport")
        #expect(card.duration == "10 hours, 50 minutes")
        #expect(card.status == "On time")
    }

    @Test func theCardFollowsItsFlightsLiveChangesOnly() throws {
        let dataController = FlightCardDataController(flightService: flightService)
        let card = try card(of: Board.aa100, from: dataController)
        let status = TextRecorder(queue: queue)
        status.record(card.bind(\.status))
        let arrival = TextRecorder(queue: queue)
        arrival.record(card.bind(\.arrivalAirport))

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .landed))
        flightService.publish(FlightStatusChange(flightID: "AA100", status: .delayed(minutes: 45)))

        #expect(status.entries == ["0ms Boarding", "0ms Delayed 45 min"])
        #expect(arrival.entries == ["0ms 06:00 London, Heathrow Airport", "0ms 06:45 London, Heathrow Airport"])
    }

    @Test func aReleasedDataControllerStopsFollowingTheFeed() throws {
        var dataController: FlightCardDataController? = FlightCardDataController(flightService: flightService)
        let card = try card(of: Board.ba287, from: dataController!)
        dataController = nil

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .cancelled))

        #expect(card.status == "On time")
    }
}
