import ArchitectureKit
import Domain

/// The song screen's use case: fetching the song's large artwork.
@MainActor
final class SongInteractor: CountedObject, SongInteractorInput {
    /// The presenter; it owns this interactor, so it is held weakly.
    weak var output: SongInteractorOutput?

    private let song: Song
    private let artworkLoader: ArtworkLoader

    init(song: Song, artworkLoader: ArtworkLoader) {
        self.song = song
        self.artworkLoader = artworkLoader
    }

    func loadArtwork() {
        guard let url = SongFormat.largeArtworkURL(song.artworkURL100) else { return }
        if let cached = artworkLoader.cachedImage(for: url) {
            output?.artworkLoaded(cached)
            return
        }
        // The screen may be closed before the image arrives; it must not be kept alive for it.
        artworkLoader.loadImage(for: url) { [weak self] result in
            guard let self, case let .success(artwork) = result else { return }
            output?.artworkLoaded(artwork)
        }
    }
}
