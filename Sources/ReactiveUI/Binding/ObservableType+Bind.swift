import Reactive

// RxCocoa's `bind(to:)` into an observer of optionals, on top of the Reactive library's own:
//
//     status.bind(to: label.rx.text)                    // String into a Binder<String?>

extension ObservableType {
    /// Sends each element, as an optional, to each of the observers: a `String` sequence
    /// bound to a `Binder<String?>`.
    ///
    /// - Parameter observers: The observers, in the order they receive each event.
    /// - Returns: The subscription, to dispose or put in a ``DisposeBag``.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { Optional($0) }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }
}
