/// A read-only line of text, after `UILabel`.
@MainActor
open class Label: View {
    /// The text shown; nil shows nothing.
    public var text: String? {
        get { _text.value }
        set { _text.set(newValue, on: self) }
    }

    private var _text = Counted<String?>(nil)
}
