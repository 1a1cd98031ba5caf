import ArchitectureKit
import Domain
import HeadlessUI

/// The song screen, with no architecture: one song's details written straight into labels,
/// and its large artwork.
@MainActor
final class SongViewController: ViewController {
    private let song: Song
    private let artworkLoader: ArtworkLoader

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

    init(song: Song, artworkLoader: ArtworkLoader) {
        self.song = song
        self.artworkLoader = artworkLoader
        super.init()
        title = song.trackName
    }

    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "song"
        let identified: [(View, String)] = [
            (titleLabel, "song.title"), (artistLabel, "song.artist"), (albumLabel, "song.album"),
            (durationLabel, "song.duration"), (genreLabel, "song.genre"), (releasedLabel, "song.released"),
            (priceLabel, "song.price"), (explicitLabel, "song.explicit"), (artworkView, "song.artwork"),
            (closeButton, "song.close"),
        ]
        for (widget, identifier) in identified {
            widget.accessibilityIdentifier = identifier
            root.addSubview(widget)
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = song.trackName
        artistLabel.text = song.artistName
        albumLabel.text = song.collectionName ?? ""
        durationLabel.text = SongFormat.duration(milliseconds: song.trackTimeMillis)
        genreLabel.text = song.primaryGenreName ?? ""
        releasedLabel.text = SongFormat.releaseYear(song.releaseDate)
        priceLabel.text = SongFormat.price(song.trackPrice, currency: song.currency)
        if song.isExplicit {
            explicitLabel.text = "Explicit"
        } else {
            explicitLabel.isHidden = true
        }
        closeButton.addAction(Action { [weak self] _ in self?.close() }, for: .touchUpInside)
        showArtwork()
    }

    private func showArtwork() {
        guard let url = SongFormat.largeArtworkURL(song.artworkURL100) else { return }
        if let cached = artworkLoader.cachedImage(for: url) {
            artworkView.image = Image(cached)
            return
        }
        // The screen may be closed before the image arrives; it must not be kept alive for it.
        artworkLoader.loadImage(for: url) { [weak self] result in
            guard let self, case let .success(image) = result else { return }
            artworkView.image = Image(image)
        }
    }

    // MARK: - Navigation

    /// The user closed the song: back to the search, where no row stays selected.
    private func close() {
        navigationController?.popViewController(animated: true)
    }
}
