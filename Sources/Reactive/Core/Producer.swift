/// The base of the library's observables: each subscription runs the operator anew through a
/// sink, and gets back a ``SinkDisposer`` that ends both the sink and its upstream subscription.
@MainActor
class Producer<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Starts one subscription: makes the sink and subscribes it upstream.
    ///
    /// - Returns: The sink, and the subscription it made upstream.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        preconditionFailure("\(type(of: self)) must override run(_:cancel:)")
    }
}

/// What a subscriber holds: disposing it disposes the sink and the upstream subscription.
///
/// The sink holds the disposer as its `cancel`, and the disposer holds the sink: the cycle
/// keeps a running subscription alive without its subscriber, and disposing breaks it.
/// A sink may end, and dispose, while it is still being subscribed; the disposer then
/// disposes both parts as soon as it is given them.
@MainActor
final class SinkDisposer: Cancelable {
    private var sink: Disposable?
    private var subscription: Disposable?
    private var isSet = false
    private(set) var isDisposed = false

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        isSet = true
        guard !isDisposed else {
            sink.dispose()
            subscription.dispose()
            return
        }
        self.sink = sink
        self.subscription = subscription
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        guard isSet else { return }
        let (sink, subscription) = (self.sink, self.subscription)
        self.sink = nil
        self.subscription = nil
        sink?.dispose()
        subscription?.dispose()
    }
}
