import HeadlessUI
import Reactive

// The widgets' reactive extensions, as RxCocoa gives UIKit's: inputs are binders that hold
// their widget weakly, outputs are observables of what the user did.

extension View: ReactiveCompatible {}

extension Reactive where Base: Label {
    /// Sets the label's text.
    var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}

extension Reactive where Base: ImageView {
    /// Sets the image shown, nil for none.
    var image: Binder<Image?> {
        Binder(base) { imageView, image in imageView.image = image }
    }
}

extension Reactive where Base: Control {
    /// Emits each time the control sends `event`, from subscription on.
    func controlEvent(_ event: Control.Event) -> Observable<Void> {
        Observable.create { [weak control = base] observer in
            guard let control else {
                observer.onCompleted()
                return Disposables.create()
            }
            let target = ControlTarget { observer.onNext(()) }
            control.addAction(Action { _ in target.send() }, for: event)
            return Disposables.create { target.stop() }
        }
    }
}

extension Reactive where Base: Button {
    /// Emits each time the user taps the button.
    var tap: Observable<Void> {
        controlEvent(.touchUpInside)
    }
}

extension Reactive where Base: TextField {
    /// Emits the field's whole text after each edit by the user (not at subscription, and
    /// not when code sets the text).
    var text: Observable<String> {
        controlEvent(.editingChanged).compactMap { [weak field = base] in field?.text }
    }
}

/// The receiver of a control's action for one subscription. A control cannot remove an
/// action, so disposal lets go of the subscriber here instead: what stays in the control is
/// this empty shell.
@MainActor
private final class ControlTarget {
    private var handler: (() -> Void)?

    init(_ handler: @escaping () -> Void) {
        self.handler = handler
    }

    func send() {
        handler?()
    }

    func stop() {
        handler = nil
    }
}
