extension ObservableType {
    /// Maps each element to an observable and mirrors only the latest one: a new element
    /// unsubscribes from the previous inner observable before subscribing to the next, so an
    /// old inner can never send again. Completes once the source and the latest inner have
    /// both completed; an error from either ends it.
    ///
    ///     source:          --a--------b-------|
    ///     inner(a):          --1--2--3--4
    ///     inner(b):                     --5--|
    ///     flatMapLatest:   ----1--2-------5---|
    ///
    /// The operator for latest-wins requests: `terms.flatMapLatest(search)`.
    ///
    /// - Parameter selector: The inner observable for an element; a throw ends the sequence
    ///   with that error.
    public func flatMapLatest<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

@MainActor
private final class FlatMapLatestSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType where Inner.Element == Observer.Element {
    private let selector: (SourceElement) throws -> Inner
    private let innerSubscription = SerialDisposable()
    private var isSourceStopped = false
    /// The number of the latest inner; events of any other are dropped.
    private var latest = 0
    /// Whether the latest inner is still running.
    private var hasLatest = false

    init(selector: @escaping (SourceElement) throws -> Inner, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        Disposables.create(source.subscribe(self), innerSubscription)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case let .next(element):
            let inner: Observable<Observer.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                forwardAndDispose(.error(error))
                return
            }
            latest += 1
            hasLatest = true
            let subscription = SingleAssignmentDisposable()
            // Disposes the previous inner before the next one starts.
            innerSubscription.disposable = subscription
            subscription.setDisposable(inner.subscribe(LatestInnerObserver(sink: self, id: latest, subscription: subscription)))
        case let .error(error):
            forwardAndDispose(.error(error))
        case .completed:
            isSourceStopped = true
            if !hasLatest { forwardAndDispose(.completed) }
        }
    }

    func innerOn(_ event: Event<Observer.Element>, id: Int) {
        guard id == latest else { return }
        switch event {
        case .next, .error:
            event.isStopEvent ? forwardAndDispose(event) : forwardOn(event)
        case .completed:
            hasLatest = false
            if isSourceStopped { forwardAndDispose(.completed) }
        }
    }
}

/// Tags the events of one inner observable with its number, and ends its subscription
/// when it ends.
@MainActor
private struct LatestInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Inner.Element == Observer.Element {
    let sink: FlatMapLatestSink<SourceElement, Inner, Observer>
    let id: Int
    let subscription: SingleAssignmentDisposable

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent { subscription.dispose() }
        sink.innerOn(event, id: id)
    }
}

@MainActor
private final class FlatMapLatest<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Inner.Element {
        let sink = FlatMapLatestSink(selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}
