import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVVM

// The flights screen's flow, through the widgets: the board arrives as view models, a tap
// pushes the card, and the live feed reaches the row and the open card in the same instant.
@MainActor
struct FlightsViewControllerTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService

    init() {
        flightService = FlightService(flights: Board.flightsWithTie, queue: queue)
    }

    private func details(_ driver: Driver) throws -> [String] {
        try driver.table("flights.list").visibleCells.map { $0.detailLabel.text ?? "" }
    }

    @Test func theBoardLoadsWhenTheScreenFirstAppears() throws {
        let driver = present(FlightsViewController(flightService: flightService))
        #expect(driver.topViewController?.title == "Flights")
        #expect(try driver.text(of: "flights.status") == "Loading flights\u{2026}")

        queue.advance(by: .milliseconds(150))
        #expect(try driver.text(of: "flights.status") == "4 flights")
        #expect(try driver.table("flights.list").visibleCells.map { $0.titleLabel.text ?? "" } == ["BA 117", "BA 287", "UA 901", "AA 100"])
        #expect(try driver.cell("flights.list", row: 1).subtitleLabel.text == "LHR \u{2794} SFO")
    }

    @Test func tappingARowPushesTheCardAndComingBackDoesNotLoadAgain() throws {
        let driver = present(FlightsViewController(flightService: flightService))
        queue.advance(by: .milliseconds(150))

        try driver.tapRow(1, of: "flights.list")
        #expect(driver.stack == ["flights", "card"])
        #expect(driver.topViewController?.title == "BA 287")

        try driver.back()
        queue.advance(by: .seconds(1))
        #expect(flightService.requestCount == 1)
        #expect(try driver.table("flights.list").indexPathForSelectedRow == nil)
    }

    // MARK: - Live updates

    @Test func aStatusChangeReachesTheRowAndTheOpenCardInTheSameInstant() throws {
        let driver = present(FlightsViewController(flightService: flightService))
        queue.advance(by: .milliseconds(150))
        try driver.tapRow(1, of: "flights.list")

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))
        #expect(try driver.text(of: "card.status") == "Delayed 25 min")
        #expect(try driver.text(of: "card.departure.airport") == "14:30 London, Heathrow Airport")

        try driver.back()
        #expect(try details(driver) == [
            "Wed 1 Apr 08:25 \u{00B7} On time",
            "Wed 1 Apr 14:30 \u{00B7} Delayed 25 min",
            "Wed 1 Apr 14:15 \u{00B7} Delayed 10 min",
            "Wed 1 Apr 18:00 \u{00B7} Boarding",
        ])
    }

    // MARK: - Lifetime

    @Test func theCardIsReleasedWhenClosed() throws {
        let driver = present(FlightsViewController(flightService: flightService))
        queue.advance(by: .milliseconds(150))
        try driver.tapRow(0, of: "flights.list")
        weak let card = driver.topViewController

        try driver.tap("card.close")
        queue.drain()

        #expect(driver.stack == ["flights"])
        #expect(card == nil)
        flightService.publish(FlightStatusChange(flightID: "BA117", status: .landed))
        #expect(try driver.cell("flights.list", row: 0).detailLabel.text == "Wed 1 Apr 08:25 \u{00B7} Landed")
    }

    @Test func theBoardIsReleasedWhenPoppedWhileLoading() throws {
        weak var released: FlightsViewController?
        let driver: Driver
        do {
            let flights = FlightsViewController(flightService: flightService)
            released = flights
            driver = presentPushed(flights)
        }

        try driver.back()
        queue.drain()

        #expect(released == nil)
        flightService.publish(FlightStatusChange(flightID: "BA287", status: .landed))
        queue.advance(by: .seconds(1))
    }
}
