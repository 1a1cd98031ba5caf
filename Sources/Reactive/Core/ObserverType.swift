/// Receives the events of an observable sequence.
@MainActor
public protocol ObserverType {
    /// The type of the elements it receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends a `next` event.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends the `completed` event.
    public func onCompleted() {
        on(.completed)
    }

    /// Sends an `error` event.
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// This observer behind a type-erased ``AnyObserver``.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }
}
