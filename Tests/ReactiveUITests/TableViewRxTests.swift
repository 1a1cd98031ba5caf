import Foundation
import HeadlessUI
import Reactive
import ReactiveUI
import Testing

/// `rx.items` and `rx.rowChanges`: the rows of a table bound to a sequence.
@MainActor
struct TableViewRxTests {
    let table = makeTable(visibleRows: 3)

    func titles() -> [String] {
        table.visibleCells.map { $0.titleLabel.text ?? "" }
    }

    @Test func itemsShowsEachArrayAndConfiguresTheCellsTheTableAsksFor() {
        let names = PublishRelay<[String]>()
        var configured: [Int] = []
        let subscription = names.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: CountingCell.self)) { row, name, cell in
            configured.append(row)
            cell.titleLabel.text = name
        }

        names.accept(["a", "b", "c", "d", "e"])
        #expect(table.numberOfRows == 5)
        #expect(titles() == ["a", "b", "c"])
        #expect(configured == [0, 1, 2])

        names.accept(["z"])
        #expect(titles() == ["z"])
        subscription.dispose()
    }

    @Test func rowChangesReloadsOnlyTheRowThatChanged() throws {
        let changes = PublishRelay<RowsChange<String>>()
        let subscription = changes.bind(to: table.rx.rowChanges(cellIdentifier: "Cell", cellType: CountingCell.self)) { _, name, cell in
            cell.configurations += 1
            cell.titleLabel.text = name
        }
        changes.accept(.reloadAll(["a", "b", "c"]))
        let before = table.visibleCells

        changes.accept(.reloadRow(1, "B"))

        #expect(titles() == ["a", "B", "c"])
        #expect(table.visibleCells[0] === before[0])
        #expect(table.visibleCells[2] === before[2])
        #expect(table.visibleCells.map { ($0 as! CountingCell).configurations } == [1, 2, 1])
        subscription.dispose()
    }

    @Test func aChangeToARowThatIsNotThereIsIgnored() {
        let changes = PublishRelay<RowsChange<String>>()
        let subscription = changes.bind(to: table.rx.rowChanges(cellIdentifier: "Cell", cellType: CountingCell.self)) { _, name, cell in
            cell.titleLabel.text = name
        }
        changes.accept(.reloadAll(["a"]))

        changes.accept(.reloadRow(4, "E"))

        #expect(titles() == ["a"])
        subscription.dispose()
    }

    @Test func theBindingIsTheDataSourceUntilItIsDisposed() {
        let names = BehaviorRelay(value: ["a"])
        let subscription = names.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: CountingCell.self)) { _, name, cell in
            cell.titleLabel.text = name
        }
        #expect(table.dataSource != nil)

        subscription.dispose()
        names.accept(["a", "b"])

        #expect(table.dataSource == nil)
        #expect(table.numberOfRows == 1)
    }

    @Test func theBindingDoesNotKeepTheTableAlive() {
        let names = BehaviorRelay(value: ["a"])
        weak var released: TableView?
        var subscription: Disposable?
        do {
            let table = makeTable()
            released = table
            subscription = names.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: CountingCell.self)) { _, name, cell in
                cell.titleLabel.text = name
            }
        }

        names.accept(["b"])

        #expect(released == nil)
        subscription?.dispose()
    }
}
