import HeadlessUI
import Reactive

extension Reactive where Base: Button {
    /// Emits each time the user taps the button, from subscription on.
    public var tap: Observable<Void> {
        controlEvent(.touchUpInside)
    }
}
