/// A change to the rows of a one-section table, for ``Reactive/rowChanges(cellIdentifier:cellType:)``.
///
/// RxCocoa's `items` reloads the whole table for every new array. Live data also needs the
/// other kind of change: one row that changed in place, and only that row asked for again.
public enum RowsChange<Element> {
    /// These elements are the rows now: the table reloads every row.
    case reloadAll([Element])
    /// The row at this index now shows this element; only that row reloads.
    case reloadRow(Int, Element)
}
