import Foundation
import HeadlessUI

/// A data source that can tell which element a row shows, so `rx.modelSelected` can turn a
/// selected index path back into the element.
@MainActor
protocol TableViewModelSource: AnyObject {
    /// The element shown at `indexPath`, or nil when there is no such row.
    func model(at indexPath: IndexPath) -> Any?
}

/// The data source behind `rx.items` and `rx.rowChanges` (RxCocoa's reactive array data
/// source): it keeps the elements it was last given, applies each change to the table, and
/// configures every cell the table asks for.
@MainActor
final class TableViewRowsDataSource<Element, Cell: TableViewCell>: TableViewDataSource, TableViewModelSource {
    private let cellIdentifier: String
    private let configureCell: (Int, Element, Cell) -> Void
    private var elements: [Element] = []

    init(cellIdentifier: String, configureCell: @escaping (Int, Element, Cell) -> Void) {
        self.cellIdentifier = cellIdentifier
        self.configureCell = configureCell
    }

    /// Applies `change` to the elements and asks `table` for the rows it touched.
    func apply(_ change: RowsChange<Element>, to table: TableView) {
        switch change {
        case let .reloadAll(elements):
            self.elements = elements
            table.reloadData()
        case let .reloadRow(row, element):
            guard elements.indices.contains(row) else { return }
            elements[row] = element
            table.reloadRows(at: [IndexPath(row: row)])
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        elements.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("the cells registered as \"\(cellIdentifier)\" are not \(Cell.self)")
        }
        configureCell(indexPath.row, elements[indexPath.row], cell)
        return cell
    }

    func model(at indexPath: IndexPath) -> Any? {
        elements.indices.contains(indexPath.row) ? elements[indexPath.row] : nil
    }
}
