import ArchitectureKit
import Domain
import HeadlessUI

/// The song screen: shows one song's details and its large artwork.
@MainActor
final class SongViewController: ViewController {
    private let song: Song
    private let artworkLoader: ArtworkLoader
    private let songView = SongView()

    init(song: Song, artworkLoader: ArtworkLoader) {
        self.song = song
        self.artworkLoader = artworkLoader
        super.init()
        title = song.trackName
    }

    override func loadView() {
        view = songView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        songView.songTitle = song.trackName
        songView.artist = song.artistName
        songView.album = song.collectionName ?? ""
        songView.duration = SongFormat.duration(milliseconds: song.trackTimeMillis)
        songView.genre = song.primaryGenreName ?? ""
        songView.released = SongFormat.releaseYear(song.releaseDate)
        songView.price = SongFormat.price(song.trackPrice, currency: song.currency)
        songView.explicitMarker = song.isExplicit ? "Explicit" : nil
        songView.onClose = { [weak self] in self?.close() }
        showArtwork()
    }

    private func showArtwork() {
        guard let url = SongFormat.largeArtworkURL(song.artworkURL100) else { return }
        if let cached = artworkLoader.cachedImage(for: url) {
            songView.artwork = Image(cached)
            return
        }
        // The screen may be closed before the image arrives; it must not be kept alive for it.
        artworkLoader.loadImage(for: url) { [weak self] result in
            guard let self, case let .success(image) = result else { return }
            songView.artwork = Image(image)
        }
    }

    // MARK: - Navigation

    /// The user closed the song: back to the search, where no row stays selected.
    private func close() {
        navigationController?.popViewController(animated: true)
    }
}
