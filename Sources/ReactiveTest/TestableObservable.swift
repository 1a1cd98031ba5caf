import Reactive

/// A test observable: sends scripted events and records when it was subscribed to.
/// Made by ``TestScheduler/createHotObservable(_:)`` and ``TestScheduler/createColdObservable(_:)``.
@MainActor
public class TestableObservable<Element>: ObservableType {
    /// The scheduler whose clock it runs on.
    let scheduler: TestScheduler
    /// The events it was given to send.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far, with its disposal if it was disposed.
    public internal(set) var subscriptions: [Subscription] = []

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        recordedEvents = events
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("\(type(of: self)) must override subscribe(_:)")
    }

    /// Records a subscription now; returns its index, to close it with ``recordDisposal(of:)``.
    func recordSubscription() -> Int {
        subscriptions.append(Subscription(scheduler.clock))
        return subscriptions.count - 1
    }

    /// Records that the subscription at `index` was disposed now.
    func recordDisposal(of index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
    }
}
