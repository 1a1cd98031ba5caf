import Composable
import HeadlessUI

/// One flight on the board: code, route, and departure with status.
@MainActor
final class FlightCell: TableViewCell {
    /// The reuse pool the board registers this cell under.
    static let reuseIdentifier = "FlightCell"

    /// The cell's observation of its flight's row in the store: a live change reaches the
    /// cell through it. It goes when the cell is reused for another flight.
    var rowObservation: ObserveToken?

    /// Shows the row's texts.
    func show(_ row: FlightRow) {
        titleLabel.text = row.code
        subtitleLabel.text = row.route
        detailLabel.text = row.departure
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        rowObservation = nil
    }
}
