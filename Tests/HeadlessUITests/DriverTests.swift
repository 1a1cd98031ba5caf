import Foundation
import HeadlessUI
import Testing

@MainActor
struct DriverTests {
    // MARK: - Finding

    @Test func findsElementsByIdentifierOnTheTopScreenOnly() throws {
        let home = ScreenViewController("home") { $0.add(Label(), id: "home.title") }
        let detail = ScreenViewController("detail") { $0.add(Label(), id: "detail.name") }
        let driver = makeDriver(home, detail)

        #expect(driver.exists("detail.name"))
        #expect(!driver.exists("home.title"))
        #expect(throws: DriverError.noSuchElement(id: "home.title", screen: "detail", suggestions: [])) {
            try driver.element("home.title")
        }
        #expect(Array(driver.elements().keys) == ["detail.name"])
    }

    @Test func theScreensOwnIdentifierIsNotAnElement() {
        let driver = makeDriver(ScreenViewController("home") { $0.add(Label(), id: "home.title") })

        #expect(!driver.exists("home"))
        #expect(driver.topScreenID == "home")
    }

    @Test func elementsNestedInPlainViewsAreFound() throws {
        let driver = makeDriver(ScreenViewController("home") { root in
            let card = root.add(View(), id: nil)
            card.add(Label(), id: "home.caption")
        })

        #expect(try driver.element("home.caption") is Label)
    }

    @Test func ofTwoElementsWithOneIdentifierTheFirstInTheTreeIsFoundAsTheSnapshotListsIt() throws {
        var nested: Label?, later: Label?
        let driver = makeDriver(ScreenViewController("home") { root in
            let card = root.add(View(), id: nil)
            nested = card.add(Label(), id: "home.caption")
            later = root.add(Label(), id: "home.caption")
        })

        #expect(try driver.element("home.caption") === nested)
        #expect(driver.elements()["home.caption"] === nested)
        #expect(later !== nested)
    }

    @Test func hiddenElementsAndEverythingUnderThemAreNotFound() {
        var hiddenContainer: View?
        let driver = makeDriver(ScreenViewController("home") { root in
            root.add(Label(), id: "home.secret").isHidden = true
            hiddenContainer = root.add(View(), id: "home.panel")
            hiddenContainer?.isHidden = true
            hiddenContainer?.add(Button(title: "Go"), id: "home.panel.go")
        })

        #expect(!driver.exists("home.secret"))
        #expect(!driver.exists("home.panel"))
        #expect(!driver.exists("home.panel.go"))

        hiddenContainer?.isHidden = false

        #expect(driver.exists("home.panel.go"))
    }

    @Test func tableCellsAreRowsNotElements() throws {
        let dataSource = CountingDataSource(rowCount: 3)
        dataSource.configure = { cell, row in cell.titleLabel.accessibilityIdentifier = "cell.title.\(row)" }
        let driver = makeDriver(searchScreen(dataSource: dataSource))

        #expect(!driver.exists("cell.title.0"))
        #expect(try driver.cell("search.results", row: 0).titleLabel.accessibilityIdentifier == "cell.title.0")
    }

    @Test func anUnknownIdentifierSuggestsTheClosestOne() {
        let driver = makeDriver(searchScreen(dataSource: CountingDataSource(rowCount: 0)))

        let error = #expect(throws: DriverError.self) { try driver.element("search.resutls") }

        #expect(error == .noSuchElement(id: "search.resutls", screen: "search", suggestions: ["search.results"]))
        #expect(error?.description == #"no element "search.resutls" on screen "search"; did you mean "search.results"?"#)
    }

    @Test func anUnknownIdentifierFarFromEveryOtherHasNoSuggestion() {
        let driver = makeDriver(searchScreen(dataSource: CountingDataSource(rowCount: 0)))

        let error = #expect(throws: DriverError.self) { try driver.tap("flights.reload") }

        #expect(error?.description == #"no element "flights.reload" on screen "search""#)
    }

    @Test func askingForTheWrongKindOfElementSaysWhatItIs() {
        let driver = makeDriver(searchScreen(dataSource: CountingDataSource(rowCount: 0)))

        let tap = #expect(throws: DriverError.self) { try driver.tap("search.status") }
        let type = #expect(throws: DriverError.self) { try driver.type("x", into: "search.go") }
        let table = #expect(throws: DriverError.self) { try driver.table("search.term") }
        let text = #expect(throws: DriverError.self) { try driver.text(of: "search.art") }
        let row = #expect(throws: DriverError.self) { try driver.tapRow(0, of: "search.status") }

        #expect(tap == .wrongKind(id: "search.status", expected: "button", found: "label"))
        #expect(tap?.description == #"element "search.status" is a label, not a button"#)
        #expect(type?.description == #"element "search.go" is a button, not a text field"#)
        #expect(table?.description == #"element "search.term" is a field, not a table"#)
        #expect(text?.description == #"element "search.art" is an image, not a label, text field or button"#)
        #expect(row?.description == #"element "search.status" is a label, not a table"#)
    }

    @Test func textReadsLabelsFieldsAndButtons() throws {
        let driver = makeDriver(searchScreen(dataSource: CountingDataSource(rowCount: 0)))
        try driver.replaceText(of: "search.term", with: "hey jude")

        #expect(try driver.text(of: "search.term") == "hey jude")
        #expect(try driver.text(of: "search.status") == "")
        #expect(try driver.text(of: "search.go") == "Go")
    }

    // MARK: - Typing

    @Test func typingSendsOneEditingChangePerCharacter() throws {
        var seen: [String] = []
        let driver = makeDriver(ScreenViewController("form") { root in
            let field = root.add(TextField(), id: "form.name")
            field.addAction(Action { seen.append(($0 as? TextField)?.text ?? "?") }, for: .editingChanged)
        })

        for character in "Ada" { try driver.type(character, into: "form.name") }

        #expect(seen == ["A", "Ad", "Ada"])
        #expect(try driver.text(of: "form.name") == "Ada")
    }

    @Test func replacingTheTextSendsOneEditingChange() throws {
        var seen: [String] = []
        let driver = makeDriver(ScreenViewController("form") { root in
            let field = root.add(TextField(), id: "form.name")
            field.text = "Ada"
            field.addAction(Action { seen.append(($0 as? TextField)?.text ?? "?") }, for: .editingChanged)
        })

        try driver.replaceText(of: "form.name", with: "Grace")

        #expect(seen == ["Grace"])
    }

    // MARK: - Tapping

    @Test func tappingAButtonRunsItsActionOnce() throws {
        var taps = 0
        let driver = makeDriver(ScreenViewController("form") { root in
            root.add(Button(title: "Save"), id: "form.save").addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        })

        try driver.tap("form.save")

        #expect(taps == 1)
    }

    @Test func tappingADisabledButtonDoesNothing() throws {
        var taps = 0
        let driver = makeDriver(ScreenViewController("form") { root in
            let button = root.add(Button(title: "Save"), id: "form.save")
            button.isEnabled = false
            button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        })

        try driver.tap("form.save")

        #expect(taps == 0)
    }

    // MARK: - Rows

    @Test func tappingARowSelectsItAndTellsTheDelegate() throws {
        let dataSource = CountingDataSource(rowCount: 25)
        let driver = makeDriver(searchScreen(dataSource: dataSource))

        try driver.tapRow(3, of: "search.results")

        #expect(try driver.table("search.results").indexPathForSelectedRow == IndexPath(row: 3))
        #expect(dataSource.selectedRows == [3])
    }

    @Test func tappingARowOutsideTheViewportThrowsAndSelectsNothing() throws {
        let dataSource = CountingDataSource(rowCount: 25)
        let driver = makeDriver(searchScreen(dataSource: dataSource))

        let error = #expect(throws: DriverError.self) { try driver.tapRow(12, of: "search.results") }

        #expect(error == .rowNotVisible(id: "search.results", row: 12, visible: 0..<10))
        #expect(error?.description == #"row 12 of "search.results" is not visible (visible rows are 0…9)"#)
        #expect(try driver.table("search.results").indexPathForSelectedRow == nil)
        #expect(dataSource.selectedRows == [])
    }

    @Test func tappingARowPastTheLastSaysHowManyRowsTheTableShows() {
        let dataSource = CountingDataSource(rowCount: 4)
        let driver = makeDriver(searchScreen(dataSource: dataSource))

        let error = #expect(throws: DriverError.self) { try driver.tapRow(20, of: "search.results") }

        #expect(error == .noRowToTap(id: "search.results", row: 20, rows: 4))
        #expect(error?.description == "cannot tap search.results[20]: the table shows 4 rows")
        #expect(dataSource.selectedRows == [])
    }

    @Test func tappingARowOfAnEmptyTableSaysItShowsNoRows() {
        let driver = makeDriver(searchScreen(dataSource: CountingDataSource(rowCount: 0)))

        let error = #expect(throws: DriverError.self) { try driver.tapRow(0, of: "search.results") }

        #expect(error?.description == "cannot tap search.results[0]: the table shows no rows")
    }

    @Test func tappingTheRowJustPastTheLastOfOneSaysOneRow() {
        let driver = makeDriver(searchScreen(dataSource: CountingDataSource(rowCount: 1)))

        let error = #expect(throws: DriverError.self) { try driver.tapRow(1, of: "search.results") }

        #expect(error?.description == "cannot tap search.results[1]: the table shows 1 row")
    }

    @Test func scrollingBringsARowIntoReach() throws {
        let dataSource = CountingDataSource(rowCount: 25)
        let driver = makeDriver(searchScreen(dataSource: dataSource))

        try driver.scroll("search.results", toRow: 12)
        try driver.tapRow(12, of: "search.results")

        #expect(try driver.table("search.results").firstVisibleRow == 12)
        #expect(try driver.cell("search.results", row: 12).titleLabel.text == "Row 12")
        #expect(dataSource.selectedRows == [12])
    }

    // MARK: - Going back

    @Test func goingBackFromTheFirstScreenThrows() {
        let driver = makeDriver(ScreenViewController("home"))

        let error = #expect(throws: DriverError.self) { try driver.back() }

        #expect(error == .nothingToGoBackTo(screen: "home"))
        #expect(error?.description == #"cannot go back from "home": it is the first screen"#)
        #expect(driver.stack == ["home"])
    }

    @Test func goingBackReturnsThePoppedScreen() throws {
        let detail = ScreenViewController("detail")
        let driver = makeDriver(ScreenViewController("home"), detail)
        #expect(driver.stack == ["home", "detail"])

        let popped = try driver.back()

        #expect(popped === detail)
        #expect(driver.topScreenID == "home")
        #expect(driver.stack == ["home"])
    }

    // MARK: - Helpers

    /// A search screen: a field, a status label, a button, an image and a results table.
    private func searchScreen(dataSource: CountingDataSource) -> ScreenViewController {
        ScreenViewController("search", title: "Search") { root in
            root.add(TextField(), id: "search.term")
            root.add(Label(), id: "search.status")
            root.add(Button(title: "Go"), id: "search.go")
            root.add(ImageView(), id: "search.art")
            let table = root.add(TableView(), id: "search.results")
            table.register(RecordingCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
            table.dataSource = dataSource
            table.delegate = dataSource
        }
    }
}
