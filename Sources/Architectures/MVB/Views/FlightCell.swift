import HeadlessUI

/// One flight on the board: code, route, and departure with status.
@MainActor
final class FlightCell: TableViewCell {
    /// The reuse pool the board registers this cell under.
    static let reuseIdentifier = "FlightCell"

    /// Shows `row`.
    func show(_ row: FlightRow) {
        titleLabel.text = row.title
        subtitleLabel.text = row.subtitle
        detailLabel.text = row.detail
    }
}
