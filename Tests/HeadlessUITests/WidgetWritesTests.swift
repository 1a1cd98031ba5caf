import Foundation
import HeadlessUI
import Testing

/// The writes done by `body`, by widget, read before and after it.
@MainActor
private func writesByWidget(_ body: () throws -> Void) rethrows -> [String: WidgetWrites.Tally] {
    let before = WidgetWrites.total
    try body()
    return WidgetWrites.total.since(before)
}

/// A cell that shows an empty row as soon as it is made, as a cell bound to an empty view
/// model does: writes in its own initialiser.
@MainActor
private final class EagerCell: TableViewCell {
    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.text = ""
    }
}

/// A widget made outside HeadlessUI, whose shown property counts as HeadlessUI's own do.
@MainActor
private final class Badge: View {
    var count: Int {
        get { _count.value }
        set { _count.set(newValue, on: self) }
    }

    private var _count = Counted(0)
}

@MainActor
struct WidgetWritesTests {
    @Test func aWidgetOfYourOwnCountsItsWritesAsHeadlessUIsDo() {
        let badge = Badge()
        badge.accessibilityIdentifier = "search.badge"
        let before = UIWork.total

        let writes = writesByWidget {
            badge.count = 3
            badge.count = 3
        }

        #expect(UIWork.total.since(before) == UIWork(writes: 2, equalWrites: 1))
        #expect(writes == ["search.badge": WidgetWrites.Tally(writes: 2, equalWrites: 1)])
    }

    @Test func aWidgetsWritesAreCountedUnderItsIdentifier() {
        let status = Label(), button = Button()
        status.accessibilityIdentifier = "search.status"
        button.accessibilityIdentifier = "flights.reload"

        let writes = writesByWidget {
            status.text = "Searching…"
            status.text = "3 songs"
            status.text = "3 songs"
            button.isEnabled = false
        }

        #expect(writes == [
            "search.status": WidgetWrites.Tally(writes: 3, equalWrites: 1),
            "flights.reload": WidgetWrites.Tally(writes: 1),
        ])
    }

    @Test(arguments: ShownProperty.allCases)
    func everyShownPropertyCountsAsManyWritesByWidgetAsInAll(property: ShownProperty) {
        let before = UIWork.total
        let writes = writesByWidget { property.writeANewValueThenTheSameAgain() }
        let work = UIWork.total.since(before)

        #expect(writes.values.map(\.writes).reduce(0, +) == work.writes)
        #expect(writes.values.map(\.equalWrites).reduce(0, +) == work.equalWrites)
    }

    @Test func aWidgetGivenAnotherIdentifierCountsUnderTheNewOne() {
        let label = Label()
        label.accessibilityIdentifier = "search.status"
        let writes = writesByWidget {
            label.text = "3 songs"
            label.accessibilityIdentifier = "flights.status"
            label.text = "2 flights"
        }
        #expect(writes == ["search.status": WidgetWrites.Tally(writes: 1), "flights.status": WidgetWrites.Tally(writes: 1)])
    }

    @Test func aViewWithoutAnIdentifierCountsAsTheNearestIdentifiedViewAroundIt() {
        let card = View(), route = Label(), unplaced = Label()
        card.accessibilityIdentifier = "card"
        card.addSubview(route)

        let writes = writesByWidget {
            route.text = "ZRH → JFK"
            unplaced.text = "nowhere"
        }

        #expect(writes == ["card": WidgetWrites.Tally(writes: 1), "?": WidgetWrites.Tally(writes: 1)])
    }

    @Test func everyRowsFieldCountsAsOneWidgetOfItsTable() {
        let writes = writesByWidget {
            let (table, dataSource) = makeTable(rows: 20, visibleRows: 3)
            table.accessibilityIdentifier = "search.results"
            dataSource.configure = { cell, row in
                cell.titleLabel.text = "Row \(row)"
                cell.artworkView.image = Image(source: "\(row).jpg")
            }
            table.reloadData()
            table.scrollToRow(at: IndexPath(row: 1))
        }

        // makeTable's first load titles rows 0–2 before the table has an identifier; the
        // reload then writes both fields of rows 0–2 again, and the scroll those of row 3.
        // The reload hands the three cells out of the pool last in, first out: only row 1 gets
        // back the cell that showed it, so only its title is written with the same text.
        #expect(writes == [
            "?[].title": WidgetWrites.Tally(writes: 3),
            "search.results[].title": WidgetWrites.Tally(writes: 4, equalWrites: 1),
            "search.results[].artwork": WidgetWrites.Tally(writes: 4),
        ])
    }

    @Test func aCellsWritesInItsOwnInitialiserAreItsTablesRows() {
        let table = TableView()
        table.accessibilityIdentifier = "flights.list"
        table.register(EagerCell.self, forCellReuseIdentifier: "flight")

        let writes = writesByWidget {
            _ = table.dequeueReusableCell(withIdentifier: "flight", for: IndexPath(row: 0))
        }

        #expect(writes == ["flights.list[].title": WidgetWrites.Tally(writes: 1)])
    }

    @Test func aNameCoversItsWidgetAndItsPartsButNotAnotherThatStartsAlike() {
        #expect(WidgetWrites.name("card", covers: "card"))
        #expect(WidgetWrites.name("card", covers: "card.departure.day"))
        #expect(WidgetWrites.name("search.results[]", covers: "search.results[].artwork"))
        #expect(WidgetWrites.name("search.results", covers: "search.results[].title"))
        #expect(!WidgetWrites.name("search.status", covers: "search.statuses"))
        #expect(!WidgetWrites.name("card", covers: "#title"))
    }

    @Test func writesAreGroupedByTableRowsTitlesOrScreen() {
        #expect(WidgetWrites.group(of: "search.results[].artwork") == "search.results[]")
        #expect(WidgetWrites.group(of: "card.departure.day") == "card")
        #expect(WidgetWrites.group(of: "#title") == "#title")
        #expect(WidgetWrites.group(of: "song") == "song")
    }

    @Test func everyScreensTitleCountsAsOneWidget() {
        let screen = ViewController()
        let writes = writesByWidget { screen.title = "Search" }
        #expect(writes == ["#title": WidgetWrites.Tally(writes: 1)])
    }
}
