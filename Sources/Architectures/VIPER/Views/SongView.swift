import HeadlessUI

/// The song screen's root view: the song's details, its large artwork and a close button.
@MainActor
final class SongView: View {
    /// Called when the user asks to close the screen.
    var onClose: (() -> Void)?

    var songTitle: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    var artist: String? {
        get { artistLabel.text }
        set { artistLabel.text = newValue }
    }

    var album: String? {
        get { albumLabel.text }
        set { albumLabel.text = newValue }
    }

    var duration: String? {
        get { durationLabel.text }
        set { durationLabel.text = newValue }
    }

    var genre: String? {
        get { genreLabel.text }
        set { genreLabel.text = newValue }
    }

    var released: String? {
        get { releasedLabel.text }
        set { releasedLabel.text = newValue }
    }

    var price: String? {
        get { priceLabel.text }
        set { priceLabel.text = newValue }
    }

    /// The explicit-lyrics marker; nil hides it.
    var explicitMarker: String? {
        get { explicitLabel.isHidden ? nil : explicitLabel.text }
        set {
            explicitLabel.text = newValue
            explicitLabel.isHidden = newValue == nil
        }
    }

    /// The large artwork, or nil for none.
    var artwork: Image? {
        get { artworkView.image }
        set { artworkView.image = newValue }
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
        explicitLabel.isHidden = true
        closeButton.addAction(Action { [weak self] _ in self?.onClose?() }, for: .touchUpInside)
    }
}
