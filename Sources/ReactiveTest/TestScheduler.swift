import Reactive
import VirtualTime

/// Virtual time in ticks, as RxTest counts it. One tick is one millisecond of the scheduler's
/// ``VirtualMainQueue``: `.next(210, 1)` happens 210 ms after the scheduler was made, and an
/// operator given `.milliseconds(20)` waits 20 ticks.
public typealias TestTime = Int

/// A scheduler on a virtual clock, for marble tests in RxTest's style:
///
///     let scheduler = TestScheduler()
///     let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
///     let res = scheduler.start { xs.map { $0 * 10 } }
///     #expect(res.events == [.next(210, 10), .next(240, 20), .completed(300)])
///     #expect(xs.subscriptions == [Subscription(200, 300)])
///
/// It runs on its own ``VirtualMainQueue``, ``mainQueue``: hand that queue to anything else
/// the code under test needs (a Domain service, say), and all of it shares one clock. Work
/// due at the same tick runs in the order it was scheduled.
@MainActor
public final class TestScheduler: SchedulerType {
    /// The queue behind the clock.
    public let mainQueue: VirtualMainQueue
    private let scheduler: MainScheduler

    /// A scheduler whose clock starts at tick 0.
    public init() {
        mainQueue = VirtualMainQueue()
        scheduler = MainScheduler(queue: mainQueue)
    }

    /// The current time in ticks.
    public var clock: TestTime { TestTime(mainQueue.now.wholeMilliseconds) }

    public var now: RxTime { mainQueue.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduler.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` at tick `time` (at once, after the work already due, if that has passed).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleRelative((), dueTime: .milliseconds(time - clock)) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs everything due up to tick `time`, then stops the clock there.
    public func advanceTo(_ time: TestTime) {
        mainQueue.advance(by: .milliseconds(max(0, time - clock)))
    }

    /// Runs until nothing is scheduled. Work that keeps rescheduling itself is stopped after
    /// 100,000 tasks, so a test fails on its expectations rather than hanging.
    public func start() {
        try? mainQueue.runUntilIdle()
    }

    /// Creates the observable at `created`, subscribes to it at `subscribed`, disposes the
    /// subscription at `disposed`, and runs the clock until nothing is scheduled.
    ///
    /// - Parameters:
    ///   - created: The tick at which `create` is called.
    ///   - subscribed: The tick at which the observer subscribes.
    ///   - disposed: The tick at which the subscription is disposed.
    ///   - create: Makes the observable under test.
    /// - Returns: The observer, with every event it received and when.
    public func start<Element>(
        created: TestTime = 100, subscribed: TestTime = 200, disposed: TestTime = 1000,
        _ create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// An observer that records every event it receives, with the tick.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// An observable that sends `events` at their ticks, whoever is subscribed at the time,
    /// and records its subscriptions. Its events are scheduled now, so an event at the same
    /// tick as a subscription comes before it.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, events: events)
    }

    /// An observable that sends `events` to each subscriber at their ticks counted from its
    /// subscription, and records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, events: events)
    }
}
