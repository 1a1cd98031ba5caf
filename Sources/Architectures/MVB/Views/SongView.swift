import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import ReactiveUI

/// The song screen's view: takes in a song, which it words, and its artwork, and publishes
/// the user's wish to close it.
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
    var song: Binder<Song> {
        Binder(self) { view, song in view.show(song) }
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

    // MARK: - Formatting

    private func show(_ song: Song) {
        titleLabel.text = song.trackName
        artistLabel.text = song.artistName
        albumLabel.text = song.collectionName ?? ""
        durationLabel.text = SongFormat.duration(milliseconds: song.trackTimeMillis)
        genreLabel.text = song.primaryGenreName ?? ""
        releasedLabel.text = SongFormat.releaseYear(song.releaseDate)
        priceLabel.text = SongFormat.price(song.trackPrice, currency: song.currency)
        explicitLabel.text = song.isExplicit ? "Explicit" : nil
        explicitLabel.isHidden = !song.isExplicit
    }
}
