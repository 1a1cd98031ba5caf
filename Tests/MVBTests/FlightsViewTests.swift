import ArchitectureTestKit
import Domain
import Foundation
import HeadlessUI
import Reactive
import Testing
@testable import MVB

@MainActor
struct FlightsViewTests {
    let view = FlightsView()

    init() {
        view.layout(in: .standard)
    }

    var table: TableView { view.element("flights.list") }
    var details: [String] { table.visibleCells.map { $0.detailLabel.text ?? "" } }
    var statusLine: String? { view.element("flights.status", as: Label.self).text }

    @Test func itShowsANewBoardEachCellWordingItsFlight() {
        view.rows.onNext(.reloadAll([Board.ba117, Board.ba287]))

        #expect(table.visibleCells.map { $0.titleLabel.text ?? "" } == ["BA 117", "BA 287"])
        #expect(table.visibleCells.map { $0.subtitleLabel.text ?? "" } == ["LHR \u{2794} JFK", "LHR \u{2794} SFO"])
        // 07:25 and 13:05 UTC are 08:25 and 14:05 in London (BST).
        #expect(details == ["Wed 1 Apr 08:25 \u{00B7} On time", "Wed 1 Apr 14:05 \u{00B7} On time"])
    }

    @Test func aCellShowsTheDepartureInItsAirportsZoneOnItsOwnDay() {
        // 22:00 UTC on 1 April is 18:00 in New York (EDT).
        view.rows.onNext(.reloadAll([Board.aa100]))

        #expect(details == ["Wed 1 Apr 18:00 \u{00B7} Boarding"])
    }

    @Test func itWordsEveryStatusOfTheBoard() {
        let statuses: [(BoardStatus, String)] = [
            (.loading, "Loading flights\u{2026}"),
            (.loaded(flightCount: 0), "No flights"),
            (.loaded(flightCount: 1), "1 flight"),
            (.loaded(flightCount: 1200), "1,200 flights"),
            (.failed, "Loading flights failed"),
        ]
        for (status, text) in statuses {
            view.status.onNext(status)
            #expect(statusLine == text, "status \(status)")
        }
    }

    @Test func itRedrawsOnlyTheRowThatChanged() {
        view.rows.onNext(.reloadAll([Board.ba117, Board.ba287]))
        table.userSelectRow(at: IndexPath(row: 0))
        let untouched = table.cellForRow(at: IndexPath(row: 0))
        var delayed = Board.ba287
        delayed.status = .delayed(minutes: 25)

        view.rows.onNext(.reloadRow(1, delayed))

        #expect(details == ["Wed 1 Apr 08:25 \u{00B7} On time", "Wed 1 Apr 14:30 \u{00B7} Delayed 25 min"])
        #expect(table.cellForRow(at: IndexPath(row: 0)) === untouched)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0))
    }

    @Test func itPublishesTheWishToReloadAndTheChosenFlightAsItStands() {
        var reloads = 0
        var chosen: [Flight] = []
        let bag = DisposeBag()
            ++ { reloads += 1 } <~ view.reloadRequested
            ++ { chosen.append($0) } <~ view.selectionEvents
        view.rows.onNext(.reloadAll([Board.ba117, Board.ba287]))
        var landed = Board.ba287
        landed.status = .landed
        view.rows.onNext(.reloadRow(1, landed))

        view.element("flights.reload", as: Button.self).userTap()
        table.userSelectRow(at: IndexPath(row: 1))

        #expect(reloads == 1)
        #expect(chosen == [landed])
        _ = bag
    }
}
