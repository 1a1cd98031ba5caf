import Foundation
import HeadlessUI
import Testing

@MainActor
struct TableViewReuseTests {
    // MARK: - Dequeueing

    @Test func dequeueCreatesTheRegisteredClassWhenThePoolIsEmpty() {
        let table = TableView()
        table.register(RecordingCell.self, forCellReuseIdentifier: "song")

        let cell = table.dequeueReusableCell(withIdentifier: "song", for: IndexPath(row: 0))

        #expect(cell is RecordingCell)
        #expect(cell.reuseIdentifier == "song")
        #expect((cell as? RecordingCell)?.prepareForReuseCount == 0)
    }

    @Test func dequeueReusesARecycledCellAndPreparesItForReuse() throws {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 3)
        let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0)) as? RecordingCell)

        table.scrollToRow(at: IndexPath(row: 1))

        #expect(table.cellForRow(at: IndexPath(row: 3)) === firstCell)
        #expect(firstCell.prepareForReuseCount == 1)
        #expect(firstCell.titleLabel.text == "Row 3")
        #expect(dataSource.distinctCells.count == 3)
    }

    @Test func aReusedCellKeepsItsTagAsUIKitsDoes() throws {
        let (table, _) = makeTable(rows: 20, visibleRows: 3)
        let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0)))
        firstCell.tag = 100

        // Preparing a cell for reuse leaves its tag alone: whoever configures it sets it again.
        table.scrollToRow(at: IndexPath(row: 1))

        #expect(table.cellForRow(at: IndexPath(row: 3)) === firstCell)
        #expect(firstCell.tag == 100)
    }

    @Test func eachReuseIdentifierHasItsOwnPool() {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 3)
        table.register(TableViewCell.self, forCellReuseIdentifier: "other")
        dataSource.rowCount = 1
        table.reloadData()
        #expect(table.pooledCellCount == 2)

        let other = table.dequeueReusableCell(withIdentifier: "other", for: IndexPath(row: 0))

        #expect(other.reuseIdentifier == "other")
        #expect(!dataSource.distinctCells.contains { $0 === other })
        #expect(table.pooledCellCount == 2)
    }

    // MARK: - Scrolling

    @Test func scrollingRecyclesLeavingCellsAndAsksOnlyForEnteringRows() throws {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 4)
        #expect(dataSource.takeAskedRows() == [0, 1, 2, 3])
        let leaving = try #require(table.cellForRow(at: IndexPath(row: 0)))

        table.scrollToRow(at: IndexPath(row: 2))

        #expect(dataSource.takeAskedRows() == [4, 5])
        #expect(leaving.superview === table)  // back on screen, for row 4 or 5
        #expect([table.cellForRow(at: IndexPath(row: 4)), table.cellForRow(at: IndexPath(row: 5))].contains { $0 === leaving })
        #expect(table.subviews.count == 4)
        #expect(dataSource.distinctCells.count == 4)
    }

    @Test func cellsOfRowsThatStayVisibleAreNotAskedForAgain() throws {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 4)
        let staying = try [2, 3].map { try #require(table.cellForRow(at: IndexPath(row: $0)) as? RecordingCell) }
        _ = dataSource.takeAskedRows()

        table.scrollToRow(at: IndexPath(row: 2))

        #expect(!dataSource.askedRows.contains(2))
        #expect(!dataSource.askedRows.contains(3))
        #expect(table.cellForRow(at: IndexPath(row: 2)) === staying[0])
        #expect(table.cellForRow(at: IndexPath(row: 3)) === staying[1])
        #expect(staying.map(\.prepareForReuseCount) == [0, 0])
        #expect(staying.map(\.titleLabel.text) == ["Row 2", "Row 3"])
    }

    @Test func cellsWithoutARowWaitInThePoolOffScreen() {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 4)
        let before = table.visibleCells
        dataSource.rowCount = 2

        table.reloadData()

        let pooled = before.filter { cell in !table.visibleCells.contains { $0 === cell } }
        #expect(table.pooledCellCount == 2)
        #expect(pooled.count == 2)
        #expect(pooled.allSatisfy { $0.superview == nil })
        #expect(table.subviews.count == 2)
    }

    @Test func distinctCellsStayBoundedByTheViewportAcrossAThousandRows() {
        let (table, dataSource) = makeTable(rows: 1_000, visibleRows: 10)

        for row in 0..<1_000 { table.scrollToRow(at: IndexPath(row: row)) }
        for row in stride(from: 1_000, through: 0, by: -7) { table.scrollToRow(at: IndexPath(row: row)) }
        for row in stride(from: 0, to: 1_000, by: 25) { table.scrollToRow(at: IndexPath(row: row)) }

        #expect(dataSource.distinctCells.count <= table.viewportRows + 2)
        #expect(table.visibleCells.count + table.pooledCellCount == dataSource.distinctCells.count)
    }

    // MARK: - Reloading

    @Test func reloadDataAsksForEveryVisibleRowAndClearsTheSelection() {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 4)
        table.scrollToRow(at: IndexPath(row: 6))
        table.selectRow(at: IndexPath(row: 7))
        _ = dataSource.takeAskedRows()
        let countRequests = dataSource.rowCountRequests

        table.reloadData()

        #expect(dataSource.takeAskedRows() == [6, 7, 8, 9])
        #expect(dataSource.rowCountRequests == countRequests + 1)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.firstVisibleRow == 6)
    }

    @Test func reloadDataShowsTheNewContentOfEveryVisibleRow() {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 3)
        dataSource.configure = { cell, row in cell.titleLabel.text = "New \(row)" }

        table.reloadData()

        #expect(table.visibleCells.map(\.titleLabel.text) == ["New 0", "New 1", "New 2"])
        #expect(dataSource.distinctCells.count == 3)
    }

    @Test func reloadRowsAsksAgainOnlyForTheVisibleRowsListed() {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 4)
        _ = dataSource.takeAskedRows()

        table.reloadRows(at: [IndexPath(row: 3), IndexPath(row: 1), IndexPath(row: 15), IndexPath(row: 1)])

        #expect(dataSource.takeAskedRows() == [1, 3])
        #expect(dataSource.distinctCells.count == 4)
    }

    @Test func reloadRowsWithAChangedRowCountReloadsEverything() {
        let (table, dataSource) = makeTable(rows: 20, visibleRows: 4)
        table.selectRow(at: IndexPath(row: 2))
        _ = dataSource.takeAskedRows()
        dataSource.rowCount = 30

        table.reloadRows(at: [IndexPath(row: 1)])

        #expect(dataSource.takeAskedRows() == [0, 1, 2, 3])
        #expect(table.numberOfRows == 30)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
