/// A type that can be turned into an ``Observable``: observables themselves, subjects and relays.
@MainActor
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// This sequence as an ``Observable``.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of elements that observers subscribe to.
///
/// The library lives on the main actor, like the UI it feeds: every event is delivered on the
/// main actor, and time comes only from a ``SchedulerType`` built on an injected main queue.
@MainActor
public protocol ObservableType: ObservableConvertibleType {
    /// Starts sending the sequence's events to `observer`.
    ///
    /// - Parameter observer: Receives every event until the subscription is disposed or the
    ///   sequence ends.
    /// - Returns: The subscription; disposing it stops the events and releases the work
    ///   behind them.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// This sequence as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
