import ArchitectureKit
import Domain
import Reactive
import ReactiveServices

/// The artwork of songs, as the screens show it: a cached image at once; otherwise no image
/// until the load ends, then the image; a failed load leaves no image. It emits the decoded
/// `Artwork`, not a UI image: turning it into one is the view's business.
@MainActor
final class ArtworkModel: CountedObject {
    private let loader: ArtworkLoader

    init(loader: ArtworkLoader) {
        self.loader = loader
    }

    /// Emits the image to show for `url`, asking the loader each time it is subscribed
    /// (the loader shares concurrent loads of one URL). No URL: no image, and no request.
    ///
    /// - Parameter url: The image's URL, or nil when there is none.
    func image(for url: String?) -> Observable<Artwork?> {
        guard let url else { return .just(nil) }
        return Observable.deferred { [loader] in
            // Looked up at subscription: an image loaded since the observable was made shows at once.
            if let cached = loader.cachedImage(for: url) { return .just(cached) }
            return loader.rx.loadImage(for: url)
                .map { Optional($0) }
                .catch { _ in .empty() }
                .startWith(nil)
        }
    }
}
