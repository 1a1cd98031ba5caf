extension ObservableType {
    /// An observable that calls `factory` for each subscriber and mirrors the observable it
    /// returns: the way to decide at subscription time, rather than at creation, what to send.
    ///
    ///     deferred { cache[url].map { .just($0) } ?? load(url) }
    ///
    /// - Parameter factory: Makes the observable for one subscriber; a throw becomes an error.
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(factory: factory)
    }
}

@MainActor
private final class Deferred<Element>: Observable<Element> {
    private let factory: () throws -> Observable<Element>

    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        do {
            return try factory().subscribe(observer)
        } catch {
            observer.on(.error(error))
            return Disposables.create()
        }
    }
}
