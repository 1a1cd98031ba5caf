import Bind
import HeadlessUI

/// One flight on the board, bound to the row's view model, after BIND's `BNDTableViewCell`.
/// A live change of the flight reaches the cell through its bindings, in the same instant.
@MainActor
final class FlightCell: TableViewCell, KeyPathBindable {
    /// The reuse pool the board registers this cell under.
    static let reuseIdentifier = "FlightCell"

    /// The row the cell shows, set on every `cellForRowAt`, and held as BIND's views hold theirs.
    /// Assigning replaces the bindings to the previous row with bindings to this one, which copy
    /// its values at once.
    var viewModel: FlightCellViewModel? {
        didSet { bindings = viewModel.map(bindings(to:)) ?? [] }
    }

    private var bindings: [Binding] = []

    private func bindings(to viewModel: FlightCellViewModel) -> [Binding] {
        [
            viewModel.bind(\.title) ~> bind(\.titleLabel.text),
            viewModel.bind(\.subtitle) ~> bind(\.subtitleLabel.text),
            viewModel.bind(\.detail) ~> bind(\.detailLabel.text),
        ]
    }
}
