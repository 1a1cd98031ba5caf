extension ObservableType {
    /// Sends `elements` first, at subscription, then the source's events.
    ///
    ///     source:          -----1--2--|
    ///     startWith(0):    0----1--2--|
    ///
    /// - Parameter elements: The elements to send before the source's.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

@MainActor
private final class StartWith<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        for element in elements { observer.on(.next(element)) }
        return source.subscribe(observer)
    }
}
