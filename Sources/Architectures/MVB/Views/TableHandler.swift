import Foundation
import HeadlessUI
import Reactive

/// The data source and delegate of a table that shows immutable rows, after Searchy's
/// `TableHandler`: it keeps the rows it was last given, configures each cell the table asks
/// for, and publishes the row the user chose.
///
/// The rows are any collection indexed from zero, so a list can hand over rows that are made
/// only when asked for (`SongRows`): the table asks for the visible ones alone.
@MainActor
final class TableHandler<Rows: RandomAccessCollection, Cell: TableViewCell>: TableViewDataSource, TableViewDelegate
where Rows.Index == Int {
    typealias Row = Rows.Element

    private let table: TableView
    private let reuseIdentifier: String
    private let configure: (Cell, Row) -> Void
    private let selections = PublishRelay<Row>()
    private var rows: Rows

    /// Becomes the table's data source and delegate.
    ///
    /// - Parameters:
    ///   - table: The table; it holds this handler weakly, so the owner of both keeps it.
    ///   - rows: The rows shown until the first `show`, usually none.
    ///   - reuseIdentifier: The pool the cells are registered under.
    ///   - configure: Shows a row in a cell.
    init(table: TableView, rows: Rows, reuseIdentifier: String, configure: @escaping (Cell, Row) -> Void) {
        self.table = table
        self.rows = rows
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
        table.register(Cell.self, forCellReuseIdentifier: reuseIdentifier)
        table.dataSource = self
        table.delegate = self
    }

    /// Emits the row the user selected.
    var selectionEvents: Observable<Row> {
        selections.asObservable()
    }

    /// Shows `rows` instead of the old ones.
    func show(_ rows: Rows) {
        self.rows = rows
        table.reloadData()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! Cell
        configure(cell, rows[indexPath.row])
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selections.accept(rows[indexPath.row])
    }
}

extension TableHandler where Rows: MutableCollection {
    /// Shows `row` at `index` instead of the row there; only that row is asked for again.
    func update(_ row: Row, at index: Int) {
        rows[index] = row
        table.reloadRows(at: [IndexPath(row: index)])
    }
}
