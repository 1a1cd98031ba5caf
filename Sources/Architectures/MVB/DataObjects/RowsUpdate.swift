/// A change to the rows of a list: a whole new list, or one row that changed in place.
enum RowsUpdate<Row: Equatable>: Equatable {
    /// Show these rows instead of the old ones.
    case reloadAll([Row])
    /// The row at this index now reads like this; the others are unchanged.
    case reloadRow(Int, Row)
}
