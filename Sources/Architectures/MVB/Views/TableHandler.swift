import ArchitectureKit
import Foundation
import HeadlessUI
import Reactive

/// The data source and delegate of a table, after Searchy's `TableHandler`: it keeps the
/// rows it was last given, the model values themselves, has each cell the table asks for
/// show its row, and publishes the row the user chose.
@MainActor
final class TableHandler<Row, Cell: TableViewCell>: CountedObject, TableViewDataSource, TableViewDelegate {
    private let table: TableView
    private let reuseIdentifier: String
    private let configure: (Cell, Row) -> Void
    private let selections = PublishRelay<Row>()
    private var rows: [Row] = []

    /// Becomes the table's data source and delegate; it shows no rows until the first `show`.
    ///
    /// - Parameters:
    ///   - table: The table; it holds this handler weakly, so the owner of both keeps it.
    ///   - reuseIdentifier: The pool the cells are registered under.
    ///   - configure: Shows a row in a cell.
    init(table: TableView, reuseIdentifier: String, configure: @escaping (Cell, Row) -> Void) {
        self.table = table
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
        super.init()
        table.register(Cell.self, forCellReuseIdentifier: reuseIdentifier)
        table.dataSource = self
        table.delegate = self
    }

    /// Emits the row the user selected: the value that row shows, not an identifier of it.
    var selectionEvents: Observable<Row> {
        selections.asObservable()
    }

    /// Shows `rows` instead of the old ones.
    func show(_ rows: [Row]) {
        self.rows = rows
        table.reloadData()
    }

    /// Shows `row` at `index` instead of the row there; only that row is asked for again.
    func update(_ row: Row, at index: Int) {
        rows[index] = row
        table.reloadRows(at: [IndexPath(row: index)])
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
