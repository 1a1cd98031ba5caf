/// A subject with a current value: a new observer gets the latest element at once, then
/// every later event. After a terminal event, a new observer gets that event at once.
///
///     subject (value 0):  --1--2--3--
///     subscribed:         ------^
///     receives:           ------2-3--
///
/// Counts in ``Resources/total`` while it lives.
@MainActor
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType {
    private var observers = ObserverList<Element>()
    private var latest: Element
    private var stopEvent: Event<Element>?

    /// A subject whose current value is `value`.
    public init(value: Element) {
        latest = value
        super.init()
        Resources.incrementTotal()
    }

    isolated deinit {
        Resources.decrementTotal()
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { !observers.isEmpty }

    /// The latest element.
    ///
    /// - Throws: The error the subject ended with, if it ended with one.
    public func value() throws -> Element {
        if case let .error(error)? = stopEvent { throw error }
        return latest
    }

    /// Makes `event`'s element the current value and sends the event to every current
    /// observer. Ignored after a terminal event.
    public func on(_ event: Event<Element>) {
        guard stopEvent == nil else { return }
        switch event {
        case let .next(element):
            latest = element
            observers.dispatch(event)
        case .error, .completed:
            stopEvent = event
            let stopped = observers
            observers.removeAll()
            stopped.dispatch(event)
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        observer.on(.next(latest))
        return Disposables.create { [weak self] in self?.observers.remove(key) }
    }

    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }
}
