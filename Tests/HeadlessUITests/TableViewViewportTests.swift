import Foundation
import HeadlessUI
import Testing

@MainActor
struct TableViewViewportTests {
    // MARK: - Only visible rows exist

    @Test func aHugeTableAsksOnlyForTheRowsInTheViewport() {
        let (table, dataSource) = makeTable(rows: 100_000, visibleRows: 10)
        #expect(dataSource.takeAskedRows() == Array(0..<10))

        table.scrollToRow(at: IndexPath(row: 50_000))

        #expect(dataSource.takeAskedRows() == Array(50_000..<50_010))
        #expect(table.numberOfRows == 100_000)
        #expect(table.indexPathsForVisibleRows == (50_000..<50_010).map { IndexPath(row: $0) })
        #expect(table.subviews.count == 10)
    }

    @Test func aTableWithFewerRowsThanTheViewportShowsThemAll() {
        let (table, dataSource) = makeTable(rows: 3, visibleRows: 10)

        #expect(dataSource.takeAskedRows() == [0, 1, 2])
        #expect(table.visibleCells.count == 3)
    }

    @Test func cellForRowIsNilOutsideTheViewport() {
        let (table, _) = makeTable(rows: 30, visibleRows: 10)
        table.scrollToRow(at: IndexPath(row: 10))

        #expect((10..<20).allSatisfy { table.cellForRow(at: IndexPath(row: $0)) != nil })
        #expect(table.cellForRow(at: IndexPath(row: 9)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 20)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: -1)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 500)) == nil)
    }

    // MARK: - Clamping

    @Test func scrollingPastTheEndStopsAtTheLastFullViewport() {
        let (table, _) = makeTable(rows: 100_000, visibleRows: 10)

        table.scrollToRow(at: IndexPath(row: 99_999))

        #expect(table.firstVisibleRow == 99_990)
        #expect(table.visibleCells.count == 10)
    }

    @Test func scrollingToANegativeRowStopsAtTheTop() {
        let (table, _) = makeTable(rows: 50, visibleRows: 10)
        table.scrollToRow(at: IndexPath(row: 20))

        table.scrollToRow(at: IndexPath(row: -5))

        #expect(table.firstVisibleRow == 0)
    }

    @Test func aTableShorterThanItsViewportCannotScroll() {
        let (table, _) = makeTable(rows: 3, visibleRows: 10)

        table.scrollToRow(at: IndexPath(row: 2))

        #expect(table.firstVisibleRow == 0)
    }

    @Test func reloadingFewerRowsPullsTheViewportBackInside() {
        let (table, dataSource) = makeTable(rows: 100, visibleRows: 10)
        table.scrollToRow(at: IndexPath(row: 90))
        dataSource.rowCount = 50
        _ = dataSource.takeAskedRows()

        table.reloadData()

        #expect(table.firstVisibleRow == 40)
        #expect(dataSource.takeAskedRows() == Array(40..<50))
    }

    @Test func scrollToTopShowsTheFirstRowAgain() {
        let (table, _) = makeTable(rows: 50, visibleRows: 10)
        table.scrollToRow(at: IndexPath(row: 30))

        table.scrollToTop()

        #expect(table.firstVisibleRow == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0))?.titleLabel.text == "Row 0")
    }

    // MARK: - The viewport comes from layout

    @Test func growingTheViewportAsksOnlyForTheRowsThatEnter() {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 3)
        _ = dataSource.takeAskedRows()

        table.layout(in: Viewport(visibleRows: 6))

        #expect(dataSource.takeAskedRows() == [3, 4, 5])
        #expect(table.viewportRows == 6)
    }

    @Test func shrinkingTheViewportRecyclesTheRowsThatLeave() {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 6)
        _ = dataSource.takeAskedRows()

        table.layout(in: Viewport(visibleRows: 2))

        #expect(dataSource.takeAskedRows() == [])
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0), IndexPath(row: 1)])
        #expect(table.cellForRow(at: IndexPath(row: 2)) == nil)
        #expect(table.pooledCellCount == 4)
    }

    @Test func aViewportAlwaysHoldsAtLeastOneRow() {
        #expect(Viewport(visibleRows: 0).visibleRows == 1)
        #expect(Viewport(visibleRows: -3).visibleRows == 1)
        #expect(Viewport.standard.visibleRows == 10)
    }

    @Test func theWindowsViewportDecidesHowManyRowsTheFirstScreenShows() throws {
        let dataSource = CountingDataSource(rowCount: 100)
        let screen = tableScreen("list", dataSource: dataSource)

        let driver = makeDriver(screen, viewport: Viewport(visibleRows: 4))

        let table = try driver.table("list.rows")
        #expect(table.indexPathsForVisibleRows == (0..<4).map { IndexPath(row: $0) })
        #expect(dataSource.askedRows == [0, 1, 2, 3])
    }

    @Test func theNavigationControllersViewportAppliesToScreensPushedLater() throws {
        let dataSource = CountingDataSource(rowCount: 100)
        let driver = makeDriver(ScreenViewController("home"))
        driver.window.rootViewController.viewport = Viewport(visibleRows: 7)

        driver.window.rootViewController.pushViewController(tableScreen("list", dataSource: dataSource), animated: true)

        let table = try driver.table("list.rows")
        #expect(table.visibleCells.count == 7)
        #expect(dataSource.askedRows == Array(0..<7))
    }

    @Test func aTableLoadsOnItsFirstLayoutWithoutAnExplicitReload() {
        let dataSource = CountingDataSource(rowCount: 5)
        let table = TableView()
        table.register(RecordingCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
        table.dataSource = dataSource
        #expect(table.numberOfRows == 0)

        table.layout(in: .standard)
        #expect(table.numberOfRows == 5)
        #expect(dataSource.takeAskedRows() == [0, 1, 2, 3, 4])

        table.layout(in: .standard)
        #expect(dataSource.rowCountRequests == 1)
        #expect(dataSource.takeAskedRows() == [])
    }

    @Test func aTableReloadedBeforeItsFirstLayoutIsNotLoadedAgainByIt() {
        let dataSource = CountingDataSource(rowCount: 5)
        let table = TableView()
        table.register(RecordingCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
        table.dataSource = dataSource
        table.reloadData()
        table.selectRow(at: IndexPath(row: 1))

        table.layout(in: .standard)

        #expect(dataSource.rowCountRequests == 1)
        #expect(dataSource.askedRows == [0, 1, 2, 3, 4])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1))
    }

    // MARK: - Helpers

    /// A screen with one table, `ID.rows`, whose data source is set in `viewDidLoad`, as UIKit
    /// code does, and never reloaded by hand.
    private func tableScreen(_ id: String, dataSource: CountingDataSource) -> ScreenViewController {
        ScreenViewController(id) { root in
            let table = root.add(TableView(), id: "\(id).rows")
            table.register(RecordingCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
            table.dataSource = dataSource
            table.delegate = dataSource
        }
    }
}
