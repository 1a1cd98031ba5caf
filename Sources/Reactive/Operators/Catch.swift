extension ObservableType {
    /// Continues with the observable `handler` returns when the source fails.
    ///
    ///     source:                 --1--2--X
    ///     catch { _ in just(9) }: --1--2--(9)|
    ///
    /// - Parameter handler: The observable to continue with, for the error; a throw ends the
    ///   sequence with that error instead.
    public func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Ends with `element` and completion instead of an error.
    ///
    ///     source:            --1--2--X
    ///     catchAndReturn(9): --1--2--(9)|
    ///
    /// - Parameter element: The last element, sent in place of the error.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in .just(element) }
    }
}

@MainActor
private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let handler: (any Error) throws -> Observable<Element>
    /// The source's subscription, then the fallback's.
    private let subscription = SerialDisposable()

    init(handler: @escaping (any Error) throws -> Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardAndDispose(event)
        case let .error(error):
            do {
                let fallback = try handler(error)
                let fallbackSubscription = SingleAssignmentDisposable()
                subscription.disposable = fallbackSubscription
                fallbackSubscription.setDisposable(fallback.subscribe(AnyObserver { [self] event in
                    event.isStopEvent ? forwardAndDispose(event) : forwardOn(event)
                }))
            } catch {
                forwardAndDispose(.error(error))
            }
        }
    }
}

@MainActor
private final class Catch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (any Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (any Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}
