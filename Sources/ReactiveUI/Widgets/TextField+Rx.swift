import HeadlessUI
import Reactive

extension Reactive where Base: TextField {
    /// Emits the field's whole text after each edit by the user: not at subscription, and
    /// not when code sets the text.
    public var text: Observable<String> {
        controlEvent(.editingChanged).compactMap { [weak field = base] in field?.text }
    }
}
