/// A tappable titled button, after `UIButton`.
@MainActor
open class Button: Control {
    /// The title shown on the button.
    @Counted public var title: String?

    /// Creates a button with a title.
    public init(title: String? = nil) {
        self.title = title
        super.init()
    }

    /// Taps the button as the user would: nothing happens when it is disabled.
    public func userTap() {
        guard isEnabled else { return }
        sendActions(for: .touchUpInside)
    }
}
