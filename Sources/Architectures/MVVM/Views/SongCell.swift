import HeadlessUI

/// One song in the search results: title, subtitle, duration and artwork.
@MainActor
final class SongCell: TableViewCell {
    /// The reuse pool the search list registers this cell under.
    static let reuseIdentifier = "SongCell"

    /// What the row shows; setting it writes every subview.
    var viewModel = ViewModel.empty {
        didSet { show(viewModel) }
    }

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        show(viewModel)
    }

    private func show(_ viewModel: ViewModel) {
        titleLabel.text = viewModel.title
        subtitleLabel.text = viewModel.subtitle
        detailLabel.text = viewModel.duration
        artworkView.image = viewModel.artwork
    }
}
