import Reactive
import ReactiveTest
import Testing

@MainActor
struct ShareReplayTests {
    let scheduler = TestScheduler()

    @Test func shareSubscribesToTheSourceOnceForEverySubscriber() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
        scheduler.start()

        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(second.events == [.next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func shareReplayReplaysTheLatestElementsToALateSubscriber() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4)])
        let shared = xs.share(replay: 2)
        let first = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(240) { _ = shared.subscribe(late) }
        scheduler.start()

        #expect(late.events == [.next(240, 2), .next(240, 3), .next(250, 4)])
        #expect(first.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4)])
    }

    @Test func shareDisconnectsWhenTheLastSubscriberLeavesAndStartsAfreshAfterwards() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)
        var subscription: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(220) { subscription?.dispose() }
        scheduler.scheduleAt(250) { _ = shared.subscribe(second) }
        scheduler.start()

        #expect(first.events == [.next(210, 1)])
        // A new connection: 1 belonged to the old one, so nothing is replayed.
        #expect(second.events == [.next(260, 3)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(250)])
    }

    @Test func shareStaysConnectedWhileAnySubscriberRemains() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?

        scheduler.scheduleAt(200) { firstSubscription = shared.subscribe(first) }
        scheduler.scheduleAt(205) { _ = shared.subscribe(second) }
        scheduler.scheduleAt(220) { firstSubscription?.dispose() }
        scheduler.start()

        #expect(second.events == [.next(210, 1), .next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200)])
    }

    @Test func shareSendsTheErrorToEverySubscriberAndReconnectsAfterIt() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)
        let afterwards = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(afterwards) }
        scheduler.start()

        #expect(first.events == [.next(210, 1), .error(220, testError)])
        #expect(second.events == [.next(215, 1), .error(220, testError)])
        #expect(afterwards.events == [.next(310, 1), .error(320, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    @Test func shareReplayGivesTheFirstSubscriberWhatTheSourceSendsAtOnce() {
        let shared = Observable.just(1).share(replay: 1)
        var received: [Int] = []

        _ = shared.subscribe(onNext: { received.append($0) })

        #expect(received == [1])
    }
}
