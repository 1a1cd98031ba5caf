import ArchitectureTestKit
import Domain
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import Binder

/// The flight card built by its binder, following the live feed itself.
@MainActor
struct FlightCardBinderTests {
    let scheduler = TestScheduler()
    let flightService: FlightService

    init() {
        flightService = FlightService(flights: Board.flights, queue: scheduler.mainQueue)
    }

    @Test func theCardShowsTheFlightInTheSharedWording() throws {
        let driver = presentPushed(FlightCardBinder.make(flight: Board.ba287, flightService: flightService))

        #expect(driver.topViewController?.title == "BA 287")
        #expect(driver.topScreenID == "card")
        #expect(try driver.text(of: "card.flight") == "BA 287")
        #expect(try driver.text(of: "card.airline") == "British Airways")
        #expect(try driver.text(of: "card.route") == "LHR \u{2794} SFO")
        #expect(try driver.text(of: "card.departure.day") == "Wednesday, April 1, 2015")
        #expect(try driver.text(of: "card.departure.airport") == "14:05 London, Heathrow Airport")
        #expect(try driver.text(of: "card.arrival.day") == "Wednesday, April 1, 2015")
        #expect(try driver.text(of: "card.arrival.airport") == "16:55 San Francisco, San Francisco International Airport")
        #expect(try driver.text(of: "card.duration") == "10 hours, 50 minutes")
        #expect(try driver.text(of: "card.status") == "On time")
    }

    @Test func aDelayMovesBothEndsAndTheStatusInTheInstantItHappens() {
        let screen = FlightCardBinder.make(flight: Board.ba287, flightService: flightService)
        let statuses = scheduler.record(screen.cardView.statusLabel, whenever: screen.flight, until: screen.disposeBag)
        _ = presentPushed(screen)
        scheduler.scheduleAt(100) { flightService.publish(FlightStatusChange(flightID: "AA100", status: .departed)) }
        scheduler.scheduleAt(200) { flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25))) }

        scheduler.start()

        #expect(statuses.events == [.next(0, "On time"), .next(200, "Delayed 25 min")])
        #expect(screen.cardView.departureAirportLabel.text == "14:30 London, Heathrow Airport")
        #expect(screen.cardView.arrivalAirportLabel.text == "17:20 San Francisco, San Francisco International Airport")
        #expect(screen.cardView.durationLabel.text == "10 hours, 50 minutes")
    }

    @Test func closingPopsTheCard() throws {
        let driver = presentPushed(FlightCardBinder.make(flight: Board.ba287, flightService: flightService))

        try driver.tap("card.close")

        #expect(driver.stack.count == 1)
    }
}
