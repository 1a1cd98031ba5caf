extension ObservableType {
    /// Lets an element through only once `dueTime` has passed without another: each element
    /// restarts the wait. On completion a pending element is sent at once, then completion;
    /// on error a pending element is dropped.
    ///
    ///     source:                --a-b-----c--|      (each dash: 100 ms)
    ///     debounce(200 ms):      ---------b-----c|
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must be quiet.
    ///   - scheduler: Where the wait is timed.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

@MainActor
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Debounce<Element>
    /// The wait under way; a new element replaces, and so cancels, it.
    private let timer = SerialDisposable()
    /// Numbers the elements, so a timer can tell whether its element is still the latest.
    private var id = 0
    /// The element waiting for the quiet period to end.
    private var pending: Element?

    init(parent: Debounce<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        Disposables.create(parent.source.subscribe(self), timer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case let .next(element):
            id += 1
            let currentID = id
            pending = element
            timer.disposable = parent.scheduler.scheduleRelative(currentID, dueTime: parent.dueTime) { [self] id in
                propagate(id)
                return Disposables.create()
            }
        case .error:
            pending = nil
            forwardAndDispose(event)
        case .completed:
            if let pending {
                self.pending = nil
                forwardOn(.next(pending))
            }
            forwardAndDispose(.completed)
        }
    }

    private func propagate(_ timerID: Int) {
        guard timerID == id, let pending else { return }
        self.pending = nil
        forwardOn(.next(pending))
    }
}

@MainActor
private final class Debounce<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}
