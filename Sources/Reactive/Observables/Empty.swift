extension ObservableType {
    /// An observable that completes at subscription, with no elements.
    ///
    ///     empty():  |
    public static func empty() -> Observable<Element> {
        EmptyProducer()
    }
}

@MainActor
private final class EmptyProducer<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}
