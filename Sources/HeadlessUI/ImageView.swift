/// Shows one image or none, after `UIImageView`.
@MainActor
open class ImageView: View {
    /// The image shown, or nil for none.
    public var image: Image? {
        get { _image.value }
        set { _image.set(newValue, on: self) }
    }

    private var _image = Counted<Image?>(nil)
}

/// A decoded picture. Headless, so it is known by where it came from; the snapshot shows that.
public struct Image: Hashable, Sendable {
    /// Where the picture was loaded from, usually a URL.
    public let source: String

    public init(source: String) {
        self.source = source
    }
}
