extension ObservableType {
    /// Combines each element with the latest element of `second`; elements that come before
    /// `second` has sent anything are dropped. Completes with the source; an error from either
    /// ends it; the completion of `second` changes nothing.
    ///
    ///     source:          -----1-----2--3--|
    ///     second:          --a-----b--------
    ///     withLatestFrom:  -----1a----2b-3b-|
    ///
    /// - Parameters:
    ///   - second: The observable whose latest element is taken; subscribed first.
    ///   - resultSelector: Combines an element with that latest element; a throw ends the
    ///     sequence with that error.
    public func withLatestFrom<Second: ObservableConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// The latest element of `second` at each element of the source.
    ///
    ///     source:          -----1-----2--3--|
    ///     second:          --a-----b--------
    ///     withLatestFrom:  -----a-----b--b--|
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { $1 }
    }
}

@MainActor
private final class WithLatestFromSink<First, Second, Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let resultSelector: (First, Second) throws -> Observer.Element
    private var latest: Second?

    init(resultSelector: @escaping (First, Second) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        secondSubscription.setDisposable(second.subscribe(AnyObserver { [self] event in
            switch event {
            case let .next(element): latest = element
            case let .error(error): forwardAndDispose(.error(error))
            // The latest element stays usable; only the subscription is done.
            case .completed: secondSubscription.dispose()
            }
        }))
        return Disposables.create(secondSubscription, first.subscribe(self))
    }

    func on(_ event: Event<First>) {
        switch event {
        case let .next(element):
            guard let latest else { return }
            do {
                forwardOn(.next(try resultSelector(element, latest)))
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
private final class WithLatestFrom<First, Second, Result>: Producer<Result> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = WithLatestFromSink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(first: first, second: second))
    }
}
