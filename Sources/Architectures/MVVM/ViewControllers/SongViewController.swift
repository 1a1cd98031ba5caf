import Domain
import HeadlessUI

/// The song screen: shows one song's view model, and shows it again once the large artwork
/// has loaded.
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
        songView.onClose = { [weak self] in self?.close() }
        showSong()
    }

    private func showSong() {
        let url = SongFormat.largeArtworkURL(song.artworkURL100)
        let cached = url.flatMap { artworkLoader.cachedImage(for: $0) }
        songView.viewModel = SongView.ViewModel(song: song, artwork: cached)
        guard cached == nil, let url else { return }
        // The screen may be closed before the image arrives; it must not be kept alive for it.
        artworkLoader.loadImage(for: url) { [weak self] result in
            guard let self, case let .success(image) = result else { return }
            songView.viewModel = SongView.ViewModel(song: song, artwork: image)
        }
    }

    // MARK: - Navigation

    /// The user closed the song: back to the search, where no row stays selected.
    private func close() {
        navigationController?.popViewController(animated: true)
    }
}
