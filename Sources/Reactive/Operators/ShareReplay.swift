extension ObservableType {
    /// Shares one subscription to the source among all subscribers, and replays the latest
    /// `replay` elements to each new one: the way a model exposes state many observers read.
    ///
    ///     source:            --1--2--3--
    ///     subscriber A:      ^-1--2--3--
    ///     subscriber B:      -----^(1 2)--3--     share(replay: 2)
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last
    /// one leaves, or when it ends (RxSwift's `.whileConnected` scope): after that, the next
    /// subscriber starts it afresh, and nothing is replayed across connections.
    ///
    /// - Parameter replay: How many of the latest elements a new subscriber gets at once.
    public func share(replay: Int = 0) -> Observable<Element> {
        ShareReplayWhileConnected(source: asObservable(), replay: replay)
    }
}

/// One connection to the source, shared by every subscriber while it lasts.
///
/// Counts in ``Resources/total`` while it lives.
@MainActor
private final class ShareConnection<Element>: ObserverType {
    private let parent: ShareReplayWhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    private var observers = ObserverList<Element>()
    private var buffer: [Element] = []

    init(parent: ShareReplayWhileConnected<Element>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    isolated deinit {
        Resources.decrementTotal()
    }

    var hasObservers: Bool { !observers.isEmpty }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        guard parent.connection === self else { return }
        switch event {
        case let .next(element):
            buffer.append(element)
            if buffer.count > parent.replay { buffer.removeFirst(buffer.count - parent.replay) }
            observers.dispatch(event)
        case .error, .completed:
            let stopped = observers
            disconnect()
            stopped.dispatch(event)
        }
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        for element in buffer { observer.on(.next(element)) }
        let key = observers.insert(observer.on)
        return Disposables.create { [self] in
            observers.remove(key)
            if observers.isEmpty { disconnect() }
        }
    }

    /// Ends the connection: the next subscriber will make a new one.
    private func disconnect() {
        observers.removeAll()
        if parent.connection === self { parent.connection = nil }
        subscription.dispose()
    }
}

@MainActor
private final class ShareReplayWhileConnected<Element>: Observable<Element> {
    let source: Observable<Element>
    let replay: Int
    /// The connection while anyone is subscribed.
    var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = max(0, replay)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let connection = self.connection ?? ShareConnection(parent: self)
        let isFirst = !connection.hasObservers
        self.connection = connection
        let subscription = connection.subscribe(observer)
        // Connected after the first observer is in, so it sees what the source sends at once.
        if isFirst { connection.connect() }
        return subscription
    }
}
