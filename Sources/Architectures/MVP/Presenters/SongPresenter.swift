import ArchitectureKit
import Domain

/// The song screen's presenter: writes one song's details into the screen, and its large artwork
/// once it has loaded.
@MainActor
final class SongPresenter: CountedObject {
    private weak var view: SongViewProtocol?
    private let song: Song
    private let artworkLoader: ArtworkLoader

    /// - Parameters:
    ///   - song: The song the screen shows.
    ///   - artworkLoader: The model controller that loads its large artwork.
    init(song: Song, artworkLoader: ArtworkLoader) {
        self.song = song
        self.artworkLoader = artworkLoader
    }

    /// Call when the screen's view has loaded: the presenter writes the song into it. The screen
    /// is held weakly, as it holds the presenter.
    func attach(_ view: SongViewProtocol) {
        self.view = view
        view.title = song.trackName
        view.songTitle = song.trackName
        view.artist = song.artistName
        view.album = song.collectionName ?? ""
        view.duration = SongFormat.duration(milliseconds: song.trackTimeMillis)
        view.genre = song.primaryGenreName ?? ""
        view.released = SongFormat.releaseYear(song.releaseDate)
        view.price = SongFormat.price(song.trackPrice, currency: song.currency)
        view.explicitMarker = song.isExplicit ? "Explicit" : nil
        showArtwork()
    }

    private func showArtwork() {
        guard let url = SongFormat.largeArtworkURL(song.artworkURL100) else { return }
        if let cached = artworkLoader.cachedImage(for: url) {
            view?.showArtwork(cached)
            return
        }
        // The screen may be closed before the image arrives; it must not be kept alive for it.
        artworkLoader.loadImage(for: url) { [weak view] result in
            guard let view, case let .success(artwork) = result else { return }
            view.showArtwork(artwork)
        }
    }

    // MARK: - Navigation

    /// Call when the user asks to close the song: back to the search, where no row stays selected.
    func closeRequested() {
        view?.close()
    }
}
