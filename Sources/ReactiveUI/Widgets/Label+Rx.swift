import HeadlessUI
import Reactive

extension Reactive where Base: Label {
    /// Sets the label's text; nil shows nothing. Holds the label weakly.
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}
