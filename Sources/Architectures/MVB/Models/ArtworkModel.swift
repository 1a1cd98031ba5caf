import ArchitectureKit
import Domain
import HeadlessUI
import Reactive

/// The artwork of songs, as the screens show it: a cached image at once; otherwise no image
/// until the load ends, then the image; a failed load leaves no image.
@MainActor
final class ArtworkModel {
    private let loader: ArtworkLoader

    init(loader: ArtworkLoader) {
        self.loader = loader
    }

    /// Emits the image to show for `url`, asking the loader each time it is subscribed
    /// (the loader shares concurrent loads of one URL). No URL: no image, and no request.
    ///
    /// - Parameter url: The image's URL, or nil when there is none.
    func image(for url: String?) -> Observable<Image?> {
        guard let url else { return .just(nil) }
        return Observable.deferred { [loader] in
            // Looked up at subscription: an image loaded since the observable was made shows at once.
            if let cached = loader.cachedImage(for: url) { return .just(Image(cached)) }
            return loader.rx.loadImage(for: url)
                .map { Image($0) }
                .catch { _ in .empty() }
                .startWith(nil)
        }
    }
}
