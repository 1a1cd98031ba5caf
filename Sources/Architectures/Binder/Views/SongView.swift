import HeadlessUI

/// The song screen's views: the song's details, its large artwork and a close button.
/// A declaration the screen's binder fills in; it holds no logic.
@MainActor
final class SongView: View {
    let titleLabel = Label()
    let artistLabel = Label()
    let albumLabel = Label()
    let durationLabel = Label()
    let genreLabel = Label()
    let releasedLabel = Label()
    let priceLabel = Label()
    /// Hidden until the binder says the track is explicit.
    let explicitLabel = Label()
    let artworkView = ImageView()
    let closeButton = Button(title: "Close")

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
}
