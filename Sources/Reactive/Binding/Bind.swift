extension ObservableType {
    /// Sends every event of the sequence to each of the observers: `model.status.bind(to: label.rx.text)`.
    ///
    /// - Parameter observers: The observers, in the order they receive each event.
    /// - Returns: The subscription, to dispose or put in a ``DisposeBag``.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Makes each element the value of each of the relays. A relay cannot end: completion is
    /// ignored, and an error is a programming mistake, reported by an assertion in debug builds.
    ///
    /// - Parameter relays: The relays, in the order they receive each element.
    /// - Returns: The subscription, to dispose or put in a ``DisposeBag``.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe { event in
            switch event {
            case let .next(element): for relay in relays { relay.accept(element) }
            case let .error(error): assertionFailure("Binding error to a behavior relay: \(error)")
            case .completed: break
            }
        }
    }

    /// Sends each element to each of the relays. A relay cannot end: completion is ignored,
    /// and an error is a programming mistake, reported by an assertion in debug builds.
    ///
    /// - Parameter relays: The relays, in the order they receive each element.
    /// - Returns: The subscription, to dispose or put in a ``DisposeBag``.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe { event in
            switch event {
            case let .next(element): for relay in relays { relay.accept(element) }
            case let .error(error): assertionFailure("Binding error to a publish relay: \(error)")
            case .completed: break
            }
        }
    }

    /// Calls `onNext` with each element.
    ///
    /// - Returns: The subscription, to dispose or put in a ``DisposeBag``.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}
