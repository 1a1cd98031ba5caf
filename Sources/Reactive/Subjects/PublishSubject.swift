/// Both an observer and an observable: every event it is sent goes to the observers it has at
/// that moment. A late observer sees only later events; after a terminal event, a new
/// observer gets that terminal event at once.
///
///     subject:     --1--2--3--|
///     subscribed:  ------^
///     receives:    ---------3--|
///
/// Counts in ``Resources/total`` while it lives.
@MainActor
public final class PublishSubject<Element>: Observable<Element>, ObserverType {
    private var observers = ObserverList<Element>()
    private var stopEvent: Event<Element>?

    public override init() {
        super.init()
        Resources.incrementTotal()
    }

    isolated deinit {
        Resources.decrementTotal()
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { !observers.isEmpty }

    /// Sends `event` to every current observer. Ignored after a terminal event.
    public func on(_ event: Event<Element>) {
        guard stopEvent == nil else { return }
        if event.isStopEvent {
            stopEvent = event
            let stopped = observers
            observers.removeAll()
            stopped.dispatch(event)
        } else {
            observers.dispatch(event)
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        return Disposables.create { [weak self] in self?.observers.remove(key) }
    }

    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }
}
