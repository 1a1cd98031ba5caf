extension ObservableType {
    /// An observable of one element, sent at subscription, then completion.
    ///
    ///     just(1):  (1)|
    ///
    /// - Parameter element: The only element.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }
}

@MainActor
private final class Just<Element>: Observable<Element> {
    private let element: Element

    init(_ element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}
