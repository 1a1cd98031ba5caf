extension ObservableType {
    /// Transforms each element and lets through only the results that are not nil.
    ///
    ///     source:                 --"1"--"x"--"3"--|
    ///     compactMap { Int($0) }: --1---------3----|
    ///
    /// - Parameter transform: Applied to each element; a throw ends the sequence with that error.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

@MainActor
private final class CompactMapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let transform: (SourceElement) throws -> Observer.Element?

    init(transform: @escaping (SourceElement) throws -> Observer.Element?, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case let .next(element):
            do {
                if let result = try transform(element) { forwardOn(.next(result)) }
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
private final class CompactMap<SourceElement, Result>: Producer<Result> {
    private let source: Observable<SourceElement>
    private let transform: (SourceElement) throws -> Result?

    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}
