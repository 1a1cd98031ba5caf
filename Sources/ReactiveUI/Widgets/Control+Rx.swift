import HeadlessUI
import Reactive

extension Reactive where Base: Control {
    /// Emits each time the control sends `event`, from subscription on. Holds the control
    /// weakly; a control already gone completes at once.
    ///
    /// - Parameter event: The interaction to observe.
    public func controlEvent(_ event: Control.Event) -> Observable<Void> {
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
