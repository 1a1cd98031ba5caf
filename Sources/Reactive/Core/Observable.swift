/// A sequence of elements over time, the type every operator returns.
///
/// Make one with ``ObservableType/create(_:)``, ``ObservableType/just(_:)`` and the other
/// factories, or get one from a subject; then transform it with operators (`map`, `filter`,
/// `debounce`, …) and subscribe to it. Nothing happens until someone subscribes: each
/// subscription runs the work anew, unless the sequence is shared with
/// ``ObservableType/share(replay:)``.
@MainActor
public class Observable<Element>: ObservableType {
    init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("\(type(of: self)) must override subscribe(_:)")
    }

    public func asObservable() -> Observable<Element> {
        self
    }
}
