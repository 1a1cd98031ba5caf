extension ObservableType {
    /// Runs side effects on the way, leaving the events unchanged: each handler runs before
    /// the event goes on.
    ///
    ///     source:                --1--2--|
    ///     do(onNext: log):       --1--2--|      (log(1), log(2))
    ///
    /// - Parameters:
    ///   - onNext: Runs with each element; a throw ends the sequence with that error.
    ///   - onError: Runs with the error; a throw replaces it.
    ///   - onCompleted: Runs at completion; a throw ends the sequence with that error instead.
    ///   - onSubscribe: Runs when a subscriber subscribes, before the source is subscribed.
    ///   - onDispose: Runs when the subscription ends, by disposal or by a terminal event.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let handlers = DoHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted)
        return Do(source: asObservable(), handlers: handlers, onSubscribe: onSubscribe, onDispose: onDispose)
    }
}

@MainActor
private struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let onError: ((any Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?

    func run(for event: Event<Element>) throws {
        switch event {
        case let .next(element): try onNext?(element)
        case let .error(error): try onError?(error)
        case .completed: try onCompleted?()
        }
    }
}

@MainActor
private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let handlers: DoHandlers<Element>

    init(handlers: DoHandlers<Element>, observer: Observer, cancel: Cancelable) {
        self.handlers = handlers
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        do {
            try handlers.run(for: event)
            event.isStopEvent ? forwardAndDispose(event) : forwardOn(event)
        } catch {
            forwardAndDispose(.error(error))
        }
    }
}

@MainActor
private final class Do<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>
    private let onSubscribe: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?, onDispose: (() -> Void)?) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(handlers: handlers, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        let disposed = onDispose.map { Disposables.create(with: $0) } ?? Disposables.create()
        return (sink, Disposables.create(subscription, disposed))
    }
}
