extension ObservableType {
    /// Lets through only the elements that satisfy a predicate.
    ///
    ///     source:                --1--2--3--4--|
    ///     filter { $0.isEven }:  -----2-----4--|
    ///
    /// - Parameter predicate: Whether to keep an element; a throw ends the sequence with that error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

@MainActor
private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case let .next(element):
            do {
                if try predicate(element) { forwardOn(event) }
            } catch {
                forwardAndDispose(.error(error))
            }
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}

@MainActor
private final class Filter<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}
