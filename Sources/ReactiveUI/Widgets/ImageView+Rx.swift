import HeadlessUI
import Reactive

extension Reactive where Base: ImageView {
    /// Sets the image shown, nil for none. Holds the image view weakly.
    public var image: Binder<Image?> {
        Binder(base) { imageView, image in imageView.image = image }
    }
}
