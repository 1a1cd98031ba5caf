import Composable
import Domain

/// What the features need from the artwork loader: the images it already holds, and loads.
struct ArtworkClient {
    /// The image for a URL if it was loaded before, at once.
    var cachedImage: @MainActor (_ url: String) -> Artwork?
    /// Loads the image for a URL; `completion` is called once, on the main queue.
    var loadImage: @MainActor (_ url: String, _ completion: @escaping @MainActor (Result<Artwork, ServiceError>) -> Void) -> EffectCancellation
}

extension ArtworkClient {
    /// The client of the shared ``ArtworkLoader``: cancelling the effect gives up this caller's
    /// interest, and the load goes on to fill the cache for the others.
    @MainActor
    static func live(_ loader: ArtworkLoader) -> ArtworkClient {
        ArtworkClient(
            cachedImage: { url in loader.cachedImage(for: url) },
            loadImage: { url, completion in
                let request = loader.loadImage(for: url, completion: completion)
                return EffectCancellation { request.cancel() }
            }
        )
    }
}

enum ArtworkKey: DependencyKey {
    typealias Value = ArtworkClient
}

extension DependencyValues {
    /// The artwork loader the search and song features read and call.
    var artwork: ArtworkClient {
        get { self[ArtworkKey.self] }
        set { self[ArtworkKey.self] = newValue }
    }
}
