/// A tappable titled button, after `UIButton`.
@MainActor
open class Button: Control {
    /// The title shown on the button.
    public var title: String? {
        get { _title.value }
        set { _title.set(newValue, on: self) }
    }

    private var _title: Counted<String?>

    /// Creates a button with a title; the title given is not a write.
    public init(title: String? = nil) {
        _title = Counted(title)
        super.init()
    }

    /// Taps the button as the user would: nothing happens when it is disabled.
    public func userTap() {
        guard isEnabled else { return }
        sendActions(for: .touchUpInside)
    }
}
