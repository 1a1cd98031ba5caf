import Foundation
import HeadlessUI
import Testing

/// The work done by `body`, read from the counters before and after it.
@MainActor
private func measure(_ body: () throws -> Void) rethrows -> UIWork {
    let before = UIWork.total
    try body()
    return UIWork.total.since(before)
}

/// Each property the snapshot shows, written by code.
enum ShownProperty: String, CaseIterable {
    case viewIsHidden, labelText, fieldText, fieldPlaceholder, buttonTitle, controlIsEnabled, imageViewImage, screenTitle

    /// Makes a widget, sets the property to a new value, then to that value again.
    @MainActor
    func writeANewValueThenTheSameAgain() {
        switch self {
        case .viewIsHidden: writeTwice(View(), \.isHidden, true)
        case .labelText: writeTwice(Label(), \.text, "3 songs")
        case .fieldText: writeTwice(TextField(), \.text, "hey")
        case .fieldPlaceholder: writeTwice(TextField(), \.placeholder, "Search songs")
        case .buttonTitle: writeTwice(Button(), \.title, "Reload")
        case .controlIsEnabled: writeTwice(Button(), \.isEnabled, false)
        case .imageViewImage: writeTwice(ImageView(), \.image, Image(source: "a.jpg"))
        case .screenTitle: writeTwice(ViewController(), \.title, "Search")
        }
    }

    @MainActor
    private func writeTwice<Widget, Value>(_ widget: Widget, _ property: ReferenceWritableKeyPath<Widget, Value>, _ value: Value) {
        widget[keyPath: property] = value
        widget[keyPath: property] = value
    }
}

@MainActor
struct UIWorkTests {
    // MARK: - Writes

    @Test func aLabelWrittenTwiceWithTheSameTextIsTwoWritesOneOfThemEqual() {
        let label = Label()
        let work = measure {
            label.text = "3 songs"
            label.text = "3 songs"
        }
        #expect(work == UIWork(writes: 2, equalWrites: 1))
    }

    @Test(arguments: ShownProperty.allCases)
    func everyShownPropertyCountsItsWritesAndItsEqualWrites(property: ShownProperty) {
        // The widget is made and released inside: no more objects alive afterwards.
        let work = measure { property.writeANewValueThenTheSameAgain() }
        #expect(work == UIWork(writes: 2, equalWrites: 1))
    }

    @Test func aTagIsNotShownSoSettingItIsNotAWrite() {
        let cell = TableViewCell(reuseIdentifier: "row")
        let work = measure { cell.tag = 42 }
        #expect(work == UIWork())
    }

    @Test func aTitleGivenToTheInitialiserIsNotAWrite() {
        let work = measure { _ = Button(title: "Close") }
        #expect(work == UIWork())
    }

    @Test func theUsersTypingIsNotAWriteButTheAppsAnswerToItIs() throws {
        let field = TextField(), echo = Label()
        field.addAction(Action { control in echo.text = (control as! TextField).text }, for: .editingChanged)
        let driver = makeDriver(ScreenViewController("search") { root in
            root.add(field, id: "search.term")
            root.add(echo, id: "search.echo")
        })

        let work = try measure {
            try driver.type("h", into: "search.term")
            try driver.replaceText(of: "search.term", with: "hey")
        }

        // Two edits by the user, no write; the echo label set twice, to "h" then "hey".
        #expect(field.text == "hey")
        #expect(work == UIWork(writes: 2))
    }

    // MARK: - Tables

    @Test func aTableConfiguresOnlyTheCellsThatComeIntoView() {
        var made: (table: TableView, dataSource: CountingDataSource)?
        let load = measure { made = makeTable(rows: 30, visibleRows: 10) }
        let table = made!.table

        // The first layout loads the table: rows 0–9, each a new cell (itself and its four
        // subviews) whose title goes from nil to "Row N"; and the table itself.
        #expect(load == UIWork(writes: 10, cellsConfigured: 10, fullReloads: 1, objectsAlive: 1 + 10 * 5))

        // Rows 0–4 leave and 5–9 stay untouched; rows 10–14 come in, on the five cells that left.
        let scroll = measure { table.scrollToRow(at: IndexPath(row: 5)) }
        #expect(scroll == UIWork(writes: 5, cellsConfigured: 5))

        // Row 25 cannot be first with 10 rows in view: rows 20–29 show, none of them shown before.
        let jump = measure { table.scrollToRow(at: IndexPath(row: 25)) }
        #expect(table.firstVisibleRow == 20)
        #expect(jump == UIWork(writes: 10, cellsConfigured: 10))
    }

    @Test func reloadingARowReconfiguresOnlyItsCellIfItIsVisible() {
        let (table, _) = makeTable(rows: 30, visibleRows: 10)

        let work = measure { table.reloadRows(at: [IndexPath(row: 3), IndexPath(row: 25)]) }

        // Row 3's cell goes to the pool and, the last one in, comes straight back out: its
        // title is set to the "Row 3" it already shows, an equal write. Row 25 is out of view.
        #expect(work == UIWork(writes: 1, equalWrites: 1, cellsConfigured: 1, partialReloads: 1))
    }

    @Test func reloadingTheWholeTableConfiguresEveryVisibleCell() {
        let (table, _) = makeTable(rows: 30, visibleRows: 10)

        let work = measure { table.reloadData() }

        #expect(work.cellsConfigured == 10)
        #expect(work.fullReloads == 1)
        #expect(work.partialReloads == 0)
        #expect(work.objectsAlive == 0)
    }

    @Test func reloadingRowsAfterTheCountChangedIsAFullReload() {
        let (table, dataSource) = makeTable(rows: 30, visibleRows: 10)
        dataSource.rowCount = 31

        let work = measure { table.reloadRows(at: [IndexPath(row: 0)]) }

        #expect(work.fullReloads == 1)
        #expect(work.partialReloads == 0)
        #expect(work.cellsConfigured == 10)
    }

    // MARK: - Objects alive

    @Test func viewsAndViewControllersCountWhileTheyAreAlive() {
        let before = UIWork.total.objectsAlive
        do {
            let cell = TableViewCell(reuseIdentifier: "row")
            let screen = ViewController()
            withExtendedLifetime((cell, screen)) {
                // The cell with its title, subtitle, detail and artwork views; the screen.
                #expect(UIWork.total.objectsAlive - before == 5 + 1)
                // Loading the screen's view makes one more.
                _ = screen.view
                #expect(UIWork.total.objectsAlive - before == 5 + 1 + 1)
            }
        }
        #expect(UIWork.total.objectsAlive - before == 0)
    }
}
