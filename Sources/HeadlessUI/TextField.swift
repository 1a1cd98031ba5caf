/// An editable line of text, after `UITextField`. Edits by the user send
/// ``Control/Event/editingChanged``; setting ``text`` in code does not, as in UIKit.
/// Only code's assignments count as writes in ``UIWork``: the user's edits are not the app's work.
@MainActor
open class TextField: Control {
    /// The current text.
    public var text: String {
        get { _text.value }
        set { _text.set(newValue, on: self) }
    }

    /// The hint shown while the field is empty.
    public var placeholder: String? {
        get { _placeholder.value }
        set { _placeholder.set(newValue, on: self) }
    }

    private var _text = Counted("")
    private var _placeholder = Counted<String?>(nil)

    /// Replaces the text as the user would, one editing change; a disabled field ignores it.
    public func userReplaceText(with newText: String) {
        guard isEnabled else { return }
        _text.value = newText
        sendActions(for: .editingChanged)
    }

    /// Types one character at the end of the text as the user would, one editing change;
    /// a disabled field ignores it.
    public func userType(_ character: Character) {
        guard isEnabled else { return }
        _text.value.append(character)
        sendActions(for: .editingChanged)
    }
}
