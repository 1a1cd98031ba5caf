import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import MVP

// The flights presenter against a fake screen, over virtual time, with the real flight service
// on a board built by hand: each test asserts everything the screen was told, and when.
@MainActor
struct FlightsPresenterTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService
    let presenter: FlightsPresenter
    let view: FakeFlightsView

    init() {
        flightService = FlightService(flights: Board.flightsWithTie, queue: queue)
        presenter = FlightsPresenter(flightService: flightService)
        view = FakeFlightsView(queue: queue)
        presenter.attach(view)
    }

    /// The rows the presenter writes now.
    private func rows() -> [FakeFlightCell] {
        (0..<presenter.numberOfRows).map { row in
            let cell = FakeFlightCell()
            presenter.configure(cell, forRow: row)
            return cell
        }
    }

    @Test func theBoardLoadsWhenTheScreenFirstAppears() {
        presenter.viewWillAppear()
        queue.advance(by: .seconds(1))

        #expect(view.told.events == [
            at(0, .title("Flights")),
            at(0, .deselectSelectedRow),
            at(0, .status("Loading flights\u{2026}")),
            at(150, .reloadRows),
            at(150, .status("4 flights")),
        ])
    }

    @Test func rowsAreInBoardOrderEachInItsDepartureAirportsTime() {
        presenter.viewWillAppear()
        queue.advance(by: .milliseconds(150))

        // BA 287 and UA 901 leave at the same instant: the code decides.
        let rows = rows()
        #expect(rows.map(\.title) == ["BA 117", "BA 287", "UA 901", "AA 100"])
        #expect(rows.map(\.subtitle) == ["LHR \u{2794} JFK", "LHR \u{2794} SFO", "LHR \u{2794} SFO", "JFK \u{2794} LHR"])
        #expect(rows.map(\.detail) == [
            "Wed 1 Apr 08:25 \u{00B7} On time",
            "Wed 1 Apr 14:05 \u{00B7} On time",
            "Wed 1 Apr 14:15 \u{00B7} Delayed 10 min",
            "Wed 1 Apr 18:00 \u{00B7} Boarding",
        ])
    }

    @Test func comingBackDeselectsTheRowAndDoesNotLoadAgain() {
        presenter.viewWillAppear()
        queue.advance(by: .milliseconds(150))
        presenter.viewWillAppear()
        queue.advance(by: .seconds(1))

        #expect(view.told.events.last == at(150, .deselectSelectedRow))
        #expect(flightService.requestCount == 1)
    }

    @Test func aFailedLoadClearsTheRowsAndSaysSo() {
        presenter.viewWillAppear()
        queue.advance(by: .milliseconds(150))
        flightService.failNextRequest()
        presenter.reloadRequested()
        queue.advance(by: .milliseconds(150))

        #expect(Array(view.told.events.suffix(3)) == [
            at(150, .status("Loading flights\u{2026}")),
            at(300, .reloadRows),
            at(300, .status("Loading flights failed")),
        ])
        #expect(presenter.numberOfRows == 0)
    }

    @Test func aBoardOfOneOrNoneIsCountedInWords() {
        for (flights, expected) in [([Board.ba287], "1 flight"), ([], "No flights")] {
            let presenter = FlightsPresenter(flightService: FlightService(flights: flights, queue: queue))
            let view = FakeFlightsView(queue: queue)
            presenter.attach(view)
            presenter.viewWillAppear()
            queue.advance(by: .milliseconds(150))
            #expect(view.status == expected)
        }
    }

    // MARK: - Latest wins

    @Test func aReloadReplacesTheLoadInFlight() {
        flightService.failNextRequest()
        presenter.viewWillAppear()
        queue.advance(by: .milliseconds(100))
        presenter.reloadRequested()
        queue.advance(by: .seconds(1))

        // The first load would have failed at 150 ms; it was replaced, so its end is never shown.
        #expect(Array(view.told.events.dropFirst(2)) == [
            at(0, .status("Loading flights\u{2026}")),
            at(100, .status("Loading flights\u{2026}")),
            at(250, .reloadRows),
            at(250, .status("4 flights")),
        ])
    }

    // MARK: - Live updates

    @Test func aStatusChangeReloadsItsRowInTheSameInstant() {
        presenter.viewWillAppear()
        queue.advance(by: .milliseconds(150))

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))

        #expect(view.told.events.last == at(150, .reloadRow(1)))
        #expect(rows()[1].detail == "Wed 1 Apr 14:30 \u{00B7} Delayed 25 min")
    }

    @Test func aChangeBeforeTheBoardHasLoadedReloadsNoRow() {
        presenter.viewWillAppear()
        let toldBefore = view.told.events

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .cancelled))

        #expect(view.told.events == toldBefore)
    }

    // MARK: - Navigation

    @Test func selectingARowShowsThatRowsCard() throws {
        presenter.viewWillAppear()
        queue.advance(by: .milliseconds(150))

        presenter.rowSelected(1)

        #expect(view.told.events.last == at(150, .showCard))
        #expect(view.cardsShown.count == 1)
        let card = FakeFlightCardView()
        try #require(view.cardsShown.first).attach(card)
        #expect(card.title == "BA 287")
    }

    // MARK: - Lifetime

    @Test func aPresenterLetGoStopsHearingTheFeed() {
        weak var released: FlightsPresenter?
        do {
            let presenter = FlightsPresenter(flightService: flightService)
            released = presenter
            presenter.attach(FakeFlightsView(queue: queue))
            presenter.viewWillAppear()
        }

        #expect(released == nil)
        flightService.publish(FlightStatusChange(flightID: "BA287", status: .landed))
        queue.advance(by: .seconds(1))
    }
}
