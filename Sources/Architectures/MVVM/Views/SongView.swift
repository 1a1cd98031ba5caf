import HeadlessUI

/// The song screen's root view: the song's details, its large artwork and a close button.
@MainActor
final class SongView: View {
    /// Called when the user asks to close the screen.
    var onClose: (() -> Void)?

    /// What the screen shows; setting it writes every subview.
    var viewModel = ViewModel.empty {
        didSet { show(viewModel) }
    }

    private let titleLabel = Label()
    private let artistLabel = Label()
    private let albumLabel = Label()
    private let durationLabel = Label()
    private let genreLabel = Label()
    private let releasedLabel = Label()
    private let priceLabel = Label()
    private let explicitLabel = Label()
    private let artworkView = ImageView()
    private let closeButton = Button(title: "Close")

    override init() {
        super.init()
        accessibilityIdentifier = "song"
        let identified: [(View, String)] = [
            (titleLabel, "song.title"), (artistLabel, "song.artist"), (albumLabel, "song.album"),
            (durationLabel, "song.duration"), (genreLabel, "song.genre"), (releasedLabel, "song.released"),
            (priceLabel, "song.price"), (explicitLabel, "song.explicit"), (artworkView, "song.artwork"),
            (closeButton, "song.close"),
        ]
        for (subview, identifier) in identified {
            subview.accessibilityIdentifier = identifier
            addSubview(subview)
        }
        closeButton.addAction(Action { [weak self] _ in self?.onClose?() }, for: .touchUpInside)
        show(viewModel)
    }

    private func show(_ viewModel: ViewModel) {
        titleLabel.text = viewModel.title
        artistLabel.text = viewModel.artist
        albumLabel.text = viewModel.album
        durationLabel.text = viewModel.duration
        genreLabel.text = viewModel.genre
        releasedLabel.text = viewModel.released
        priceLabel.text = viewModel.price
        explicitLabel.text = viewModel.explicitMarker
        explicitLabel.isHidden = viewModel.explicitMarker == nil
        artworkView.image = viewModel.artwork
    }
}
