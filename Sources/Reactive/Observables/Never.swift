extension ObservableType {
    /// An observable that sends nothing and never ends.
    ///
    ///     never():  ---------
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

@MainActor
private final class NeverProducer<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}
