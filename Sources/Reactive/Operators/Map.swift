extension ObservableType {
    /// Transforms each element.
    ///
    ///     source:           --1---2---3--|
    ///     map { $0 * 10 }:  --10--20--30-|
    ///
    /// - Parameter transform: Applied to each element; a throw ends the sequence with that error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}

@MainActor
private final class MapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let transform: (SourceElement) throws -> Observer.Element

    init(transform: @escaping (SourceElement) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case let .next(element):
            do {
                forwardOn(.next(try transform(element)))
            } catch {
                forwardAndDispose(.error(error))
            }
        case let .error(error):
            forwardAndDispose(.error(error))
        case .completed:
            forwardAndDispose(.completed)
        }
    }
}

@MainActor
private final class Map<SourceElement, Result>: Producer<Result> {
    private let source: Observable<SourceElement>
    private let transform: (SourceElement) throws -> Result

    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}
