import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVVM

// The card's flow: its view model is made afresh from the flight whenever the feed changes it.
@MainActor
struct FlightCardViewControllerTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService

    init() {
        flightService = FlightService(flights: Board.flightsWithTie, queue: queue)
    }

    @Test func aChangeOfItsFlightRemakesTheCardAndAnotherFlightsChangeDoesNot() throws {
        let driver = presentPushed(FlightCardViewController(flight: Board.ba287, flightService: flightService))
        #expect(driver.topScreenID == "card")
        #expect(try driver.text(of: "card.status") == "On time")

        flightService.publish(FlightStatusChange(flightID: "UA901", status: .cancelled))
        #expect(try driver.text(of: "card.status") == "On time")

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))
        #expect(try driver.text(of: "card.status") == "Delayed 25 min")
        #expect(try driver.text(of: "card.arrival.airport") == "17:20 San Francisco, San Francisco International Airport")
        #expect(try driver.text(of: "card.duration") == "10 hours, 50 minutes")
    }

    @Test func closeGoesBackAndReleasesTheCardAtOnce() throws {
        let closed = try pushThenClose({ FlightCardViewController(flight: Board.ba287, flightService: flightService) }, closeButton: "card.close", queue: queue)

        #expect(closed.driver.stack.count == 1)
        #expect(closed.released)
        // With the card gone, the feed has nobody left to tell.
        flightService.publish(FlightStatusChange(flightID: "BA287", status: .landed))
    }
}
