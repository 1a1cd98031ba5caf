/// The state of one subscription to an operator: receives the upstream events, keeps what the
/// operator must remember, and forwards events downstream until it is disposed.
///
/// Every sink counts in ``Resources/total`` while it lives.
@MainActor
class Sink<Observer: ObserverType>: Disposable {
    private let observer: Observer
    private let cancel: Cancelable
    /// Whether the subscription was disposed; a disposed sink forwards nothing.
    private(set) var isDisposed = false

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    /// Sends an event downstream, unless the subscription is disposed.
    final func forwardOn(_ event: Event<Observer.Element>) {
        guard !isDisposed else { return }
        observer.on(event)
    }

    /// Sends a terminal event downstream and ends the subscription.
    final func forwardAndDispose(_ event: Event<Observer.Element>) {
        forwardOn(event)
        dispose()
    }

    func dispose() {
        isDisposed = true
        cancel.dispose()
    }

    isolated deinit {
        Resources.decrementTotal()
    }
}
