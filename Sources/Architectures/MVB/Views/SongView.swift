import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import ReactiveUI

/// The song screen's view: takes in a song's details and its artwork, and publishes the
/// user's wish to close it.
@MainActor
final class SongView: View {
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
        explicitLabel.isHidden = true
    }

    // MARK: - Data in

    /// Shows the song's details.
    var details: Binder<SongDetails> {
        Binder(self) { view, details in view.show(details) }
    }

    /// Shows the large artwork, nil for none.
    var artwork: Binder<Artwork?> {
        Binder(artworkView) { imageView, artwork in imageView.image = artwork.map(Image.init) }
    }

    // MARK: - Intents out

    /// Emits when the user wants to close the screen.
    var closeRequested: Observable<Void> {
        closeButton.rx.tap
    }

    private func show(_ details: SongDetails) {
        titleLabel.text = details.title
        artistLabel.text = details.artist
        albumLabel.text = details.album
        durationLabel.text = details.duration
        genreLabel.text = details.genre
        releasedLabel.text = details.released
        priceLabel.text = details.price
        explicitLabel.text = details.explicitMarker
        explicitLabel.isHidden = details.explicitMarker == nil
    }
}
