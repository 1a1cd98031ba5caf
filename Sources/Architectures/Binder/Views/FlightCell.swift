import HeadlessUI

/// One flight on the board: code, route, and departure with status, in the cell's own labels.
@MainActor
final class FlightCell: TableViewCell {
    /// The reuse pool the board registers this cell under.
    static let reuseIdentifier = "FlightCell"
}
