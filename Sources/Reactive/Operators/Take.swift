extension ObservableType {
    /// Sends the first `count` elements, then completes and unsubscribes from the source.
    ///
    ///     source:   --1--2--3--4--|
    ///     take(2):  --1--2|
    ///
    /// - Parameter count: How many elements to send; zero completes at once.
    public func take(_ count: Int) -> Observable<Element> {
        count <= 0 ? .empty() : Take(source: asObservable(), count: count)
    }
}

@MainActor
private final class TakeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            forwardOn(event)
            if remaining == 0 { forwardAndDispose(.completed) }
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}

@MainActor
private final class Take<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeSink(count: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}
