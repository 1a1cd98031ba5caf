import ArchitectureTestKit
import Domain
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import Binder

/// The flights screen built by its binder over the real service, on the test clock: board
/// loads take 150 ticks; the status line's whole history is asserted.
@MainActor
struct FlightsBinderTests {
    let scheduler = TestScheduler()
    let flightService: FlightService
    let screen: FlightsViewController
    let status: TestableObserver<String?>

    init() {
        flightService = FlightService(flights: Board.flights, queue: scheduler.mainQueue)
        screen = FlightsBinder.make(flightService: flightService)
        status = scheduler.record(screen.flightsView.statusLabel, whenever: screen.board, until: screen.disposeBag)
    }

    var table: TableView { screen.flightsView.flightsTable }

    func rows() -> [String] {
        table.visibleCells.map { "\($0.titleLabel.text ?? "") | \($0.subtitleLabel.text ?? "") | \($0.detailLabel.text ?? "")" }
    }

    @Test func theBoardLoadsWhenTheScreenFirstAppearsInBoardOrder() {
        _ = present(screen)

        scheduler.start()

        #expect(screen.title == "Flights")
        #expect(status.events == [.next(0, nil), .next(0, "Loading flights\u{2026}"), .next(150, "3 flights")])
        #expect(rows() == [
            "BA 117 | LHR \u{2794} JFK | Wed 1 Apr 08:25 \u{00B7} On time",
            "BA 287 | LHR \u{2794} SFO | Wed 1 Apr 14:05 \u{00B7} On time",
            "AA 100 | JFK \u{2794} LHR | Wed 1 Apr 18:00 \u{00B7} Boarding",
        ])
    }

    @Test(arguments: [(0, "No flights"), (1, "1 flight")])
    func theStatusLineCountsTheFlights(count: Int, text: String) {
        let screen = FlightsBinder.make(flightService: FlightService(flights: Array(Board.flights.prefix(count)), queue: scheduler.mainQueue))
        _ = present(screen)

        scheduler.start()

        #expect(screen.flightsView.statusLabel.text == text, "\(count) flights")
    }

    @Test func aReloadSupersedesTheLoadInFlight() {
        _ = present(screen)
        scheduler.scheduleAt(50) { screen.flightsView.reloadButton.userTap() }

        scheduler.start()

        #expect(flightService.requestCount == 2)
        #expect(status.events == [
            .next(0, nil), .next(0, "Loading flights\u{2026}"), .next(50, "Loading flights\u{2026}"), .next(200, "3 flights"),
        ])
    }

    @Test func aFailedLoadClearsTheRowsAndAReloadBringsThemBack() {
        _ = present(screen)
        scheduler.scheduleAt(300) {
            flightService.failNextRequest()
            screen.flightsView.reloadButton.userTap()
        }
        scheduler.scheduleAt(500) { screen.flightsView.reloadButton.userTap() }

        scheduler.advanceTo(400)
        #expect(rows().count == 3)
        scheduler.advanceTo(460)
        #expect(rows().isEmpty)
        scheduler.start()

        #expect(status.events == [
            .next(0, nil), .next(0, "Loading flights\u{2026}"), .next(150, "3 flights"),
            .next(300, "Loading flights\u{2026}"), .next(450, "Loading flights failed"),
            .next(500, "Loading flights\u{2026}"), .next(650, "3 flights"),
        ])
        #expect(rows().count == 3)
    }

    @Test func aLiveChangeRedrawsOnlyItsRowInTheSameInstant() {
        _ = present(screen)
        scheduler.advanceTo(150)
        let cells = table.visibleCells

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))

        #expect(rows()[1] == "BA 287 | LHR \u{2794} SFO | Wed 1 Apr 14:30 \u{00B7} Delayed 25 min")
        #expect(table.visibleCells[0] === cells[0])
        #expect(table.visibleCells[2] === cells[2])
        #expect(status.events.last == .next(150, "3 flights"))
    }

    @Test func aChangeForAFlightNotShownYetIsCarriedByTheBoardWhenItArrives() {
        _ = present(screen)
        scheduler.scheduleAt(100) { flightService.publish(FlightStatusChange(flightID: "AA100", status: .departed)) }

        scheduler.start()

        #expect(rows()[2] == "AA 100 | JFK \u{2794} LHR | Wed 1 Apr 18:00 \u{00B7} Departed")
    }

    @Test func comingBackFromACardDoesNotLoadAgainAndLeavesNoRowSelected() throws {
        let driver = present(screen)
        scheduler.start()

        try driver.tapRow(1, of: "flights.list")
        #expect(driver.stack == ["flights", "card"])
        #expect(driver.topViewController?.title == "BA 287")
        try driver.tap("card.close")
        scheduler.start()

        #expect(driver.stack == ["flights"])
        #expect(flightService.requestCount == 1)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aClosedCardIsReleasedAndStopsFollowingTheFeed() throws {
        let driver = present(screen)
        scheduler.start()
        let before = Resources.total
        weak var card: ViewController?

        try driver.tapRow(0, of: "flights.list")
        card = driver.topViewController
        try driver.back()
        scheduler.start()

        #expect(card == nil)
        #expect(Resources.total == before)
    }
}
