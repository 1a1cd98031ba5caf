extension ObservableType {
    /// Subscribes closures to the sequence's events.
    ///
    /// `onDisposed` runs once, when the subscription ends: after `onError` or `onCompleted`,
    /// or when it is disposed. An error with no `onError` is dropped.
    ///
    /// - Parameters:
    ///   - onNext: Runs with each element.
    ///   - onError: Runs with the error that ends the sequence.
    ///   - onCompleted: Runs when the sequence completes.
    ///   - onDisposed: Runs when the subscription ends, however it ends.
    /// - Returns: The subscription, to dispose or put in a ``DisposeBag``.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer = AnonymousObserver<Element> { event in
            switch event {
            case let .next(element):
                onNext?(element)
            case let .error(error):
                onError?(error)
                disposed.dispose()
            case .completed:
                onCompleted?()
                disposed.dispose()
            }
        }
        return Disposables.create(asObservable().subscribe(observer), disposed)
    }

    /// Subscribes a closure to every event of the sequence.
    ///
    /// - Parameter on: Runs with each event.
    /// - Returns: The subscription, to dispose or put in a ``DisposeBag``.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }
}

/// An observer made of a closure that keeps to the rules of a sequence: nothing after a
/// terminal event.
@MainActor
private final class AnonymousObserver<Element>: ObserverType {
    private var handler: ((Event<Element>) -> Void)?

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        guard let handler else { return }
        // Released at the end, so whatever the closure holds goes with the subscription.
        if event.isStopEvent { self.handler = nil }
        handler(event)
    }
}
