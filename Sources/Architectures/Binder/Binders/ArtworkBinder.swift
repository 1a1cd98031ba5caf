import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import ReactiveServices
import ReactiveUI

/// Shows an artwork in an image view, the binder's way: what is known now is assigned at once
/// (the cached image, or no image), and only the load, which is asynchronous, is bound.
/// Used by the binders of the search results and of the song screen.
@MainActor
enum ArtworkBinder {
    /// Shows the image at `url` in `imageView`.
    ///
    /// - Parameters:
    ///   - url: The image's URL; nil shows no image and asks for nothing.
    ///   - imageView: Where the image shows; held weakly by the binding.
    ///   - loader: The shared artwork loader, asked only when the image is not cached.
    /// - Returns: The binding of the load, which ends it when disposed; empty when nothing loads.
    static func bind(_ url: String?, to imageView: ImageView, from loader: ArtworkLoader) -> Disposable {
        guard let url else {
            imageView.image = nil
            return Disposables.create()
        }
        if let cached = loader.cachedImage(for: url) {
            imageView.image = Image(cached)
            return Disposables.create()
        }
        imageView.image = nil
        return loader.rx.loadImage(for: url)
            .map { Image($0) }
            // A failed load leaves no image.
            .catch { _ in .empty() }
            .bind(to: imageView.rx.image)
    }
}
