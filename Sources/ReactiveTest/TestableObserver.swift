import Reactive

/// An observer that records every event it receives, with the tick it came at.
@MainActor
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler
    /// The events received, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
