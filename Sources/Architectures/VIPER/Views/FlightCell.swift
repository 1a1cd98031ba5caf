import HeadlessUI

/// One flight on the board: code, route, and departure with status.
@MainActor
final class FlightCell: TableViewCell {
    /// The reuse pool the board registers this cell under.
    static let reuseIdentifier = "FlightCell"

    /// The flight's code.
    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// The route.
    var subtitle: String? {
        get { subtitleLabel.text }
        set { subtitleLabel.text = newValue }
    }

    /// The departure and status on the trailing side.
    var detail: String? {
        get { detailLabel.text }
        set { detailLabel.text = newValue }
    }
}
