import ArchitectureKit
import Domain
import HeadlessUI

/// The song screen's data controller: makes the song's view model and loads its large artwork
/// into it from the artwork model controller.
@MainActor
final class SongDataController: CountedObject {
    private let artworkLoader: ArtworkLoader

    init(artworkLoader: ArtworkLoader) {
        self.artworkLoader = artworkLoader
    }

    /// Makes the view model of `song`, hands it over, then fills in the large artwork: at once
    /// when it is cached, otherwise when it arrives.
    ///
    /// - Parameter handler: Called at once with the view model.
    func update(with song: Song, handler: (SongViewModel) -> Void) {
        let viewModel = SongViewModel(song: song)
        handler(viewModel)
        loadArtwork(for: viewModel)
    }

    private func loadArtwork(for viewModel: SongViewModel) {
        guard let url = SongFormat.largeArtworkURL(viewModel.song.artworkURL100) else { return }
        if let cached = artworkLoader.cachedImage(for: url) {
            viewModel.artwork = Image(cached)
            return
        }
        // The screen may be closed before the image arrives; its view model must not be kept for it.
        artworkLoader.loadImage(for: url) { [weak viewModel] result in
            guard let viewModel, case let .success(image) = result else { return }
            viewModel.artwork = Image(image)
        }
    }
}
