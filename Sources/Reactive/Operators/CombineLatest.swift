extension ObservableType {
    /// Combines the latest elements of two sources each time either sends one, once both
    /// have sent at least one. Completes when both have completed; an error from either ends it.
    ///
    ///     source 1:      --1-----2--------|
    ///     source 2:      -----a-----b--|
    ///     combineLatest: -----1a-2a-2b----|
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the two latest elements; a throw ends the sequence with that error.
    public static func combineLatest<Source1: ObservableType, Source2: ObservableType>(
        _ source1: Source1, _ source2: Source2,
        resultSelector: @escaping (Source1.Element, Source2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
    }

    /// Pairs the latest elements of two sources each time either sends one, once both have
    /// sent at least one.
    public static func combineLatest<Source1: ObservableType, Source2: ObservableType>(
        _ source1: Source1, _ source2: Source2
    ) -> Observable<Element> where Element == (Source1.Element, Source2.Element) {
        combineLatest(source1, source2) { ($0, $1) }
    }
}

@MainActor
private final class CombineLatest2Sink<Element1, Element2, Observer: ObserverType>: Sink<Observer> {
    typealias Result = Observer.Element

    private let resultSelector: (Element1, Element2) throws -> Result
    private var latest1: Element1?
    private var latest2: Element2?
    private var completedCount = 0

    init(resultSelector: @escaping (Element1, Element2) throws -> Result, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source1: Observable<Element1>, _ source2: Observable<Element2>) -> Disposable {
        let subscription1 = SingleAssignmentDisposable(), subscription2 = SingleAssignmentDisposable()
        subscription1.setDisposable(source1.subscribe(AnyObserver { [self] event in
            sourceOn(event, subscription: subscription1) { latest1 = $0 }
        }))
        subscription2.setDisposable(source2.subscribe(AnyObserver { [self] event in
            sourceOn(event, subscription: subscription2) { latest2 = $0 }
        }))
        return Disposables.create(subscription1, subscription2)
    }

    private func sourceOn<Element>(_ event: Event<Element>, subscription: Disposable, store: (Element) -> Void) {
        switch event {
        case let .next(element):
            store(element)
            guard let latest1, let latest2 else { return }
            do {
                forwardOn(.next(try resultSelector(latest1, latest2)))
            } catch {
                forwardAndDispose(.error(error))
            }
        case let .error(error):
            forwardAndDispose(.error(error))
        case .completed:
            subscription.dispose()
            completedCount += 1
            if completedCount == 2 { forwardAndDispose(.completed) }
        }
    }
}

@MainActor
private final class CombineLatest2<Element1, Element2, Result>: Producer<Result> {
    private let source1: Observable<Element1>
    private let source2: Observable<Element2>
    private let resultSelector: (Element1, Element2) throws -> Result

    init(source1: Observable<Element1>, source2: Observable<Element2>, resultSelector: @escaping (Element1, Element2) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatest2Sink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source1, source2))
    }
}
