extension ObservableType {
    /// An observable that fails at subscription with `error`.
    ///
    ///     error(X):  X
    ///
    /// - Parameter error: The error it ends with.
    public static func error(_ error: any Error) -> Observable<Element> {
        ErrorProducer(error)
    }
}

@MainActor
private final class ErrorProducer<Element>: Observable<Element> {
    private let error: any Error

    init(_ error: any Error) {
        self.error = error
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}
