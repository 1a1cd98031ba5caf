import HeadlessUI

/// A cell that counts how often it was configured, to tell a one-row reload from a full one.
@MainActor
final class CountingCell: TableViewCell {
    var configurations = 0
}

/// A table laid out in a viewport of `visibleRows`, with `CountingCell`s registered as "Cell".
@MainActor
func makeTable(visibleRows: Int = 3) -> TableView {
    let table = TableView()
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    table.layout(in: Viewport(visibleRows: visibleRows))
    return table
}
