import ArchitectureKit
import HeadlessUI

/// The song screen's root view: the song's details, its large artwork and a close button.
@MainActor
final class SongView: View {
    /// Called when the user taps Close.
    var onClose: (() -> Void)?

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
    }

    /// Shows the song's details and artwork as its state derives them.
    func show(_ song: SongFeature.State) {
        titleLabel.text = song.title
        artistLabel.text = song.artist
        albumLabel.text = song.album
        durationLabel.text = song.duration
        genreLabel.text = song.genre
        releasedLabel.text = song.released
        priceLabel.text = song.price
        explicitLabel.text = song.explicitMarker
        explicitLabel.isHidden = song.explicitMarker == nil
        artworkView.image = song.artwork.map(Image.init)
    }
}
