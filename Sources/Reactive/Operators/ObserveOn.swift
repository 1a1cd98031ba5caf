extension ObservableType {
    /// Sends every event through `scheduler`: each is delivered later, as its own work on the
    /// scheduler's queue, in the order it came. Disposing drops the events still waiting.
    ///
    ///     source:                 --1--2--|
    ///     observe(on: scheduler): --.1-.2-.|     (each after the work already queued)
    ///
    /// - Parameter scheduler: Where the events are delivered.
    public func observe(on scheduler: SchedulerType) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

@MainActor
private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let scheduler: SchedulerType
    /// The delivery waiting on the scheduler, if any.
    private let delivery = SerialDisposable()
    private var queued: [Event<Element>] = []

    init(scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        Disposables.create(source.subscribe(self), delivery)
    }

    func on(_ event: Event<Element>) {
        queued.append(event)
        // One delivery at a time carries every event queued until it runs.
        guard queued.count == 1 else { return }
        delivery.disposable = scheduler.schedule(()) { [self] _ in
            deliverQueued()
            return Disposables.create()
        }
    }

    private func deliverQueued() {
        let events = queued
        queued = []
        for event in events {
            event.isStopEvent ? forwardAndDispose(event) : forwardOn(event)
        }
    }
}

@MainActor
private final class ObserveOn<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: SchedulerType

    init(source: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}
