extension ObservableType {
    /// Folds each element into an accumulated state and sends every new state: the way to
    /// keep state that events change, as a sequence.
    ///
    ///     source:               --1--2--3--|
    ///     scan(0) { $0 + $1 }:  --1--3--6--|
    ///
    /// - Parameters:
    ///   - seed: The state before the first element; not sent.
    ///   - accumulator: The next state from the current one and an element; a throw ends the
    ///     sequence with that error.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) throws -> State) -> Observable<State> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }
}

@MainActor
private final class ScanSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias State = Observer.Element

    private let accumulator: (State, SourceElement) throws -> State
    private var state: State

    init(seed: State, accumulator: @escaping (State, SourceElement) throws -> State, observer: Observer, cancel: Cancelable) {
        state = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case let .next(element):
            do {
                state = try accumulator(state, element)
                forwardOn(.next(state))
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
private final class Scan<SourceElement, State>: Producer<State> {
    private let source: Observable<SourceElement>
    private let seed: State
    private let accumulator: (State, SourceElement) throws -> State

    init(source: Observable<SourceElement>, seed: State, accumulator: @escaping (State, SourceElement) throws -> State) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == State {
        let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}
