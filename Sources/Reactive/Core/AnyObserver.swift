/// A type-erased observer: forwards every event to a closure or to a wrapped observer.
///
/// Used where a type exposes an input without saying what is behind it:
///
///     /// Call with every term the user types.
///     let searchTerm: AnyObserver<String>
@MainActor
public struct AnyObserver<Element>: ObserverType {
    private let observer: (Event<Element>) -> Void

    /// An observer that calls `eventHandler` with every event.
    public init(eventHandler: @escaping (Event<Element>) -> Void) {
        observer = eventHandler
    }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
