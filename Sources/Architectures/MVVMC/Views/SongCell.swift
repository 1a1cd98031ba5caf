import Bind
import HeadlessUI

/// One song in the search results, bound to the row's view model, after BIND's `BNDTableViewCell`.
@MainActor
final class SongCell: TableViewCell, KeyPathBindable {
    /// The reuse pool the search list registers this cell under.
    static let reuseIdentifier = "SongCell"

    private var bindings: [Binding] = []

    // MARK: - Reuse-safe artwork

    /// The row the cell shows, set on every `cellForRowAt`, and held as BIND's views hold theirs.
    ///
    /// Assigning replaces the bindings to the previous row, which releases and so unbinds them,
    /// with bindings to this one, which copy its values, artwork included, at once. An image
    /// that arrives later for the previous row goes into that row's view model, which this cell
    /// no longer listens to.
    var viewModel: SongCellViewModel? {
        didSet { bindings = viewModel.map(bindings(to:)) ?? [] }
    }

    private func bindings(to viewModel: SongCellViewModel) -> [Binding] {
        [
            viewModel.bind(\.title) ~> bind(\.titleLabel.text),
            viewModel.bind(\.subtitle) ~> bind(\.subtitleLabel.text),
            viewModel.bind(\.duration) ~> bind(\.detailLabel.text),
            viewModel.bind(\.artwork) ~> bind(\.artworkView.image),
        ]
    }
}
