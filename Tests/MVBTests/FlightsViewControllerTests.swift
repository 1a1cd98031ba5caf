import ArchitectureTestKit
import Domain
import HeadlessUI
import Reactive
import Testing
import VirtualTime
@testable import MVB

/// The flights screen and the card put together and driven as a user would.
@MainActor
struct FlightsViewControllerTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService

    init() {
        flightService = FlightService(flights: Board.flights, queue: queue)
    }

    func rows(_ driver: Driver) throws -> [String] {
        try driver.table("flights.list").visibleCells.map { "\($0.titleLabel.text ?? "") | \($0.detailLabel.text ?? "")" }
    }

    @Test func theBoardLoadsWhenTheScreenFirstAppearsAndNotWhenItComesBack() throws {
        let driver = present(FlightsViewController(flightService: flightService))
        #expect(try driver.text(of: "flights.status") == "Loading flights\u{2026}")
        queue.advance(by: .milliseconds(150))
        #expect(try rows(driver) == [
            "BA 117 | Wed 1 Apr 08:25 \u{00B7} On time",
            "BA 287 | Wed 1 Apr 14:05 \u{00B7} On time",
            "AA 100 | Wed 1 Apr 18:00 \u{00B7} Boarding",
        ])

        try driver.tapRow(1, of: "flights.list")
        #expect(driver.stack == ["flights", "card"])
        try driver.tap("card.close")
        queue.advance(by: .seconds(1))

        #expect(flightService.requestCount == 1)
        #expect(try driver.text(of: "flights.status") == "3 flights")
        #expect(try driver.table("flights.list").indexPathForSelectedRow == nil)
    }

    @Test func aLiveChangeUpdatesTheOpenCardAndTheRowBeneathIt() throws {
        let driver = present(FlightsViewController(flightService: flightService))
        queue.advance(by: .milliseconds(150))
        try driver.tapRow(1, of: "flights.list")

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))

        #expect(driver.topViewController?.title == "BA 287")
        #expect(try driver.text(of: "card.status") == "Delayed 25 min")
        #expect(try driver.text(of: "card.departure.airport") == "14:30 London, Heathrow Airport")
        try driver.back()
        #expect(try rows(driver)[1] == "BA 287 | Wed 1 Apr 14:30 \u{00B7} Delayed 25 min")
    }

    @Test func aClosedCardIsReleasedAndStopsFollowingTheFeed() throws {
        let driver = present(FlightsViewController(flightService: flightService))
        queue.advance(by: .milliseconds(150))
        let before = Resources.total
        weak var card: ViewController?

        try driver.tapRow(0, of: "flights.list")
        card = driver.topViewController
        try driver.back()
        queue.drain()

        #expect(card == nil)
        #expect(Resources.total == before)
    }
}
