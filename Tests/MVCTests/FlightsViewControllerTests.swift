import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVC

@MainActor
struct FlightsViewControllerTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService

    init() {
        flightService = FlightService(flights: Board.flightsWithTie, queue: queue)
    }

    private func launch() -> Driver {
        present(FlightsViewController(flightService: flightService))
    }

    private func rows(_ driver: Driver) throws -> [String] {
        try driver.table("flights.list").visibleCells.map { cell in
            "\(cell.titleLabel.text ?? "") | \(cell.subtitleLabel.text ?? "") | \(cell.detailLabel.text ?? "")"
        }
    }

    // MARK: - Loading

    @Test func theBoardLoadsWhenTheScreenFirstAppears() throws {
        let driver = launch()
        let history = TextHistory(of: "flights.status", in: driver, queue: queue)
        history.advance(by: .milliseconds(500))

        #expect(driver.topViewController?.title == "Flights")
        #expect(try driver.text(of: "flights.reload") == "Reload")
        #expect(history.entries == ["0ms Loading flights\u{2026}", "150ms 4 flights"])
        #expect(try rows(driver) == [
            "BA 117 | LHR \u{2794} JFK | Wed 1 Apr 08:25 \u{00B7} On time",
            "BA 287 | LHR \u{2794} SFO | Wed 1 Apr 14:05 \u{00B7} On time",
            "UA 901 | LHR \u{2794} SFO | Wed 1 Apr 14:15 \u{00B7} Delayed 10 min",
            "AA 100 | JFK \u{2794} LHR | Wed 1 Apr 18:00 \u{00B7} Boarding",
        ])
        #expect(try driver.cell("flights.list", row: 0).artworkView.image == nil)
    }

    @Test func anEmptyBoardSaysNoFlights() throws {
        let driver = present(FlightsViewController(flightService: FlightService(flights: [], queue: queue)))
        queue.advance(by: .milliseconds(150))
        #expect(try driver.text(of: "flights.status") == "No flights")
    }

    @Test func comingBackFromACardDoesNotLoadAgainAndLeavesNoRowSelected() throws {
        let driver = launch()
        queue.advance(by: .milliseconds(150))

        try driver.tapRow(1, of: "flights.list")
        #expect(driver.stack == ["flights", "card"])
        try driver.back()
        queue.advance(by: .seconds(1))

        #expect(flightService.requestCount == 1)
        #expect(try driver.text(of: "flights.status") == "4 flights")
        #expect(try driver.table("flights.list").indexPathForSelectedRow == nil)
    }

    @Test func aBoardOfOneFlightCountsItInTheSingular() throws {
        let driver = present(FlightsViewController(flightService: FlightService(flights: [Board.aa100], queue: queue)))
        queue.advance(by: .milliseconds(500))

        #expect(try driver.text(of: "flights.status") == "1 flight")
        #expect(try rows(driver) == ["AA 100 | JFK \u{2794} LHR | Wed 1 Apr 18:00 \u{00B7} Boarding"])
    }

    @Test func reloadLoadsAgainKeepingTheRowsMeanwhile() throws {
        let driver = launch()
        queue.advance(by: .milliseconds(150))

        try driver.tap("flights.reload")
        #expect(try driver.text(of: "flights.status") == "Loading flights\u{2026}")
        #expect(try driver.table("flights.list").numberOfRows == 4)

        queue.advance(by: .milliseconds(150))
        #expect(try driver.text(of: "flights.status") == "4 flights")
        #expect(flightService.requestCount == 2)
    }

    @Test func reloadWhileLoadingReplacesTheLoadInFlight() throws {
        flightService.failNextRequest()
        let driver = launch()
        let history = TextHistory(of: "flights.status", in: driver, queue: queue)
        history.advance(by: .milliseconds(100))
        try driver.tap("flights.reload")
        history.record()
        history.advance(by: .seconds(1))

        // The first load would have failed; it was replaced, so its end never shows.
        #expect(history.entries == ["0ms Loading flights\u{2026}", "250ms 4 flights"])
        #expect(flightService.requestCount == 2)
    }

    @Test func aFailedLoadClearsTheRows() throws {
        let driver = launch()
        queue.advance(by: .milliseconds(150))

        flightService.failNextRequest()
        try driver.tap("flights.reload")
        queue.advance(by: .milliseconds(150))

        #expect(try driver.text(of: "flights.status") == "Loading flights failed")
        #expect(try driver.table("flights.list").numberOfRows == 0)
    }

    // MARK: - Live updates

    @Test func aStatusChangeUpdatesItsRowInTheSameInstant() throws {
        let driver = launch()
        queue.advance(by: .milliseconds(150))

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))

        #expect(try driver.cell("flights.list", row: 1).detailLabel.text == "Wed 1 Apr 14:30 \u{00B7} Delayed 25 min")
        #expect(try driver.cell("flights.list", row: 0).detailLabel.text == "Wed 1 Apr 08:25 \u{00B7} On time")
    }

    @Test func aStatusChangeBeforeTheBoardArrivesShowsInTheBoard() throws {
        let driver = launch()
        flightService.publish(FlightStatusChange(flightID: "BA117", status: .cancelled))
        queue.advance(by: .milliseconds(150))

        #expect(try driver.cell("flights.list", row: 0).detailLabel.text == "Wed 1 Apr 08:25 \u{00B7} Cancelled")
    }

    @Test func aStatusChangeUpdatesTheRowAndTheOpenCardTogether() throws {
        let driver = launch()
        queue.advance(by: .milliseconds(150))
        try driver.tapRow(1, of: "flights.list")

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .departed))
        #expect(try driver.text(of: "card.status") == "Departed")

        try driver.back()
        #expect(try driver.cell("flights.list", row: 1).detailLabel.text == "Wed 1 Apr 14:05 \u{00B7} Departed")
    }

    // MARK: - Lifetime

    @Test func theScreenIsReleasedWhenPoppedAndStopsObservingTheFeed() throws {
        weak var released: FlightsViewController?
        let driver: Driver
        do {
            let flights = FlightsViewController(flightService: flightService)
            released = flights
            driver = presentPushed(flights)
        }

        // The board is still loading when the screen goes.
        try driver.back()
        queue.drain()

        #expect(released == nil)
        flightService.publish(FlightStatusChange(flightID: "BA287", status: .landed))
        queue.advance(by: .seconds(1))
    }
}
