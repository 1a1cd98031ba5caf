import Foundation
import HeadlessUI
import Reactive
import Testing
@testable import MVB

@MainActor
struct FlightsViewTests {
    let view = FlightsView()

    static let rows = [
        FlightRow(flightID: "BA117", title: "BA 117", subtitle: "LHR \u{2794} JFK", detail: "Wed 1 Apr 08:25 \u{00B7} On time"),
        FlightRow(flightID: "BA287", title: "BA 287", subtitle: "LHR \u{2794} SFO", detail: "Wed 1 Apr 14:05 \u{00B7} On time"),
    ]

    init() {
        view.layout(in: .standard)
    }

    var table: TableView { view.element("flights.list") }
    var details: [String] { table.visibleCells.map { $0.detailLabel.text ?? "" } }

    @Test func itShowsANewBoard() {
        view.rows.onNext(.reloadAll(Self.rows))
        view.statusText.onNext("2 flights")

        #expect(table.visibleCells.map { $0.titleLabel.text ?? "" } == ["BA 117", "BA 287"])
        #expect(view.element("flights.status", as: Label.self).text == "2 flights")
    }

    @Test func itRedrawsOnlyTheRowThatChanged() {
        view.rows.onNext(.reloadAll(Self.rows))
        table.userSelectRow(at: IndexPath(row: 0))
        let untouched = table.cellForRow(at: IndexPath(row: 0))

        let delayed = FlightRow(flightID: "BA287", title: "BA 287", subtitle: "LHR \u{2794} SFO", detail: "Wed 1 Apr 14:30 \u{00B7} Delayed 25 min")
        view.rows.onNext(.reloadRow(1, delayed))

        #expect(details == ["Wed 1 Apr 08:25 \u{00B7} On time", "Wed 1 Apr 14:30 \u{00B7} Delayed 25 min"])
        #expect(table.cellForRow(at: IndexPath(row: 0)) === untouched)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0))
    }

    @Test func itPublishesTheWishToReloadAndTheChosenFlight() {
        var reloads = 0
        var chosen: [FlightRow] = []
        let bag = DisposeBag()
            ++ { reloads += 1 } <~ view.reloadRequested
            ++ { chosen.append($0) } <~ view.selectionEvents
        view.rows.onNext(.reloadAll(Self.rows))

        view.element("flights.reload", as: Button.self).userTap()
        table.userSelectRow(at: IndexPath(row: 1))

        #expect(reloads == 1)
        #expect(chosen == [Self.rows[1]])
        _ = bag
    }
}
