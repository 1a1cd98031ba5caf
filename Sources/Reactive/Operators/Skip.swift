extension ObservableType {
    /// Drops the first `count` elements.
    ///
    ///     source:   --1--2--3--4--|
    ///     skip(2):  --------3--4--|
    ///
    /// - Parameter count: How many elements to drop.
    public func skip(_ count: Int) -> Observable<Element> {
        Skip(source: asObservable(), count: count)
    }
}

@MainActor
private final class SkipSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardOn(event)
            }
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}

@MainActor
private final class Skip<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipSink(count: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}
