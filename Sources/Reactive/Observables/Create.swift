extension ObservableType {
    /// An observable that runs `subscribe` for each subscriber: the way to wrap a callback API.
    ///
    ///     Observable<[Song]>.create { observer in
    ///         let request = service.search(term) { result in … observer.onNext(songs) … }
    ///         return Disposables.create { request.cancel() }
    ///     }
    ///
    /// The observer it is given keeps to the rules of a sequence: after a terminal event it
    /// forwards nothing more, and the subscription ends (the returned disposable runs).
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what stops it.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

@MainActor
private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var isStopped = false

    func on(_ event: Event<Element>) {
        guard !isStopped else { return }
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            isStopped = true
            forwardAndDispose(event)
        }
    }

    func run(_ parent: AnonymousObservable<Element>) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
}

@MainActor
private final class AnonymousObservable<Element>: Producer<Element> {
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}
