import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import Direct

@MainActor
struct FlightCardViewControllerTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService

    init() {
        flightService = FlightService(flights: Board.flightsWithTie, queue: queue)
    }

    @Test func showsTheFlightAndFollowsADelayInTheSameInstant() throws {
        let driver = presentPushed(FlightCardViewController(flight: Board.ba287, flightService: flightService))

        #expect(driver.topScreenID == "card")
        #expect(driver.topViewController?.title == "BA 287")
        #expect(try driver.text(of: "card.flight") == "BA 287")
        #expect(try driver.text(of: "card.airline") == "British Airways")
        #expect(try driver.text(of: "card.route") == "LHR \u{2794} SFO")
        #expect(try driver.text(of: "card.departure.day") == "Wednesday, April 1, 2015")
        #expect(try driver.text(of: "card.departure.airport") == "14:05 London, Heathrow Airport")
        #expect(try driver.text(of: "card.arrival.day") == "Wednesday, April 1, 2015")
        #expect(try driver.text(of: "card.arrival.airport") == "16:55 San Francisco, San Francisco International Airport")
        #expect(try driver.text(of: "card.duration") == "10 hours, 50 minutes")
        #expect(try driver.text(of: "card.status") == "On time")
        #expect(try driver.text(of: "card.close") == "Close")

        flightService.publish(FlightStatusChange(flightID: "UA901", status: .cancelled))
        #expect(try driver.text(of: "card.status") == "On time")

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))
        #expect(try driver.text(of: "card.status") == "Delayed 25 min")
        #expect(try driver.text(of: "card.departure.airport") == "14:30 London, Heathrow Airport")
        #expect(try driver.text(of: "card.arrival.airport") == "17:20 San Francisco, San Francisco International Airport")
        #expect(try driver.text(of: "card.duration") == "10 hours, 50 minutes")
    }

    @Test func aDelayCanMoveTheArrivalToTheNextDay() throws {
        let driver = presentPushed(FlightCardViewController(flight: Board.aa100, flightService: flightService))
        #expect(try driver.text(of: "card.arrival.day") == "Thursday, April 2, 2015")

        // 18:00 in New York plus a day less a minute of delay: it leaves on Thursday at 17:59.
        flightService.publish(FlightStatusChange(flightID: "AA100", status: .delayed(minutes: 1_439)))
        #expect(try driver.text(of: "card.departure.day") == "Thursday, April 2, 2015")
        #expect(try driver.text(of: "card.departure.airport") == "17:59 New York, John F. Kennedy International Airport")
        #expect(try driver.text(of: "card.arrival.day") == "Friday, April 3, 2015")
    }

    @Test func closeGoesBackAndReleasesTheCardAtOnce() throws {
        let closed = try pushThenClose({ FlightCardViewController(flight: Board.ba287, flightService: flightService) }, closeButton: "card.close", queue: queue)

        #expect(closed.driver.stack.count == 1)
        #expect(closed.released)
        // With the card gone, the feed has nobody left to tell.
        flightService.publish(FlightStatusChange(flightID: "BA287", status: .landed))
    }
}
