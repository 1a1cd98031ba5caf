import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import Direct

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

    // MARK: - Board

    @Test func theBoardLoadsWhenTheScreenFirstAppearsInBoardOrder() throws {
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
    }

    @Test func reloadWhileLoadingReplacesTheLoadInFlight() throws {
        flightService.failNextRequest()
        let driver = launch()
        let history = TextHistory(of: "flights.status", in: driver, queue: queue)
        history.advance(by: .milliseconds(100))
        try driver.tap("flights.reload")
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
        #expect(try driver.table("flights.list").numberOfRows == 4)

        queue.advance(by: .milliseconds(150))
        #expect(try driver.text(of: "flights.status") == "Loading flights failed")
        #expect(try driver.table("flights.list").numberOfRows == 0)
    }

    // MARK: - Live row

    @Test func aStatusChangeReloadsOnlyItsOwnRowInTheSameInstant() throws {
        let driver = launch()
        queue.advance(by: .milliseconds(150))
        let cellsBefore = try driver.table("flights.list").visibleCells

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))

        #expect(try rows(driver)[1] == "BA 287 | LHR \u{2794} SFO | Wed 1 Apr 14:30 \u{00B7} Delayed 25 min")
        // The other rows keep their cells: nothing but the changed row was asked for again.
        let cellsAfter = try driver.table("flights.list").visibleCells
        #expect([0, 2, 3].allSatisfy { cellsAfter[$0] === cellsBefore[$0] })
    }

    @Test func aChangeForAFlightNotShownWaitsForTheBoardThatCarriesIt() throws {
        let driver = launch()
        flightService.publish(FlightStatusChange(flightID: "BA117", status: .cancelled))
        #expect(try driver.table("flights.list").numberOfRows == 0)

        queue.advance(by: .milliseconds(150))
        #expect(try rows(driver)[0] == "BA 117 | LHR \u{2794} JFK | Wed 1 Apr 08:25 \u{00B7} Cancelled")
    }

    // MARK: - Navigation and lifetime

    @Test func comingBackFromACardDoesNotLoadAgainAndLeavesNoRowSelected() throws {
        let driver = launch()
        queue.advance(by: .milliseconds(150))

        try driver.tapRow(1, of: "flights.list")
        #expect(driver.stack == ["flights", "card"])
        flightService.publish(FlightStatusChange(flightID: "BA287", status: .departed))
        try driver.back()
        queue.advance(by: .seconds(1))

        #expect(flightService.requestCount == 1)
        #expect(try driver.table("flights.list").indexPathForSelectedRow == nil)
        #expect(try rows(driver)[1] == "BA 287 | LHR \u{2794} SFO | Wed 1 Apr 14:05 \u{00B7} Departed")
    }

    @Test func theScreenIsReleasedWhenPoppedWhileLoading() throws {
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
