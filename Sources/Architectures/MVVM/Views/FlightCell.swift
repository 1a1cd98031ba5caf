import HeadlessUI

/// One flight on the board: code, route, and departure with status.
@MainActor
final class FlightCell: TableViewCell {
    /// The reuse pool the board registers this cell under.
    static let reuseIdentifier = "FlightCell"

    /// What the row shows; setting it writes every subview.
    var viewModel = ViewModel.empty {
        didSet { show(viewModel) }
    }

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        show(viewModel)
    }

    private func show(_ viewModel: ViewModel) {
        titleLabel.text = viewModel.code
        subtitleLabel.text = viewModel.route
        detailLabel.text = viewModel.departure
    }
}
