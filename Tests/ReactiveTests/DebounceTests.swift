import Reactive
import ReactiveTest
import Testing

@MainActor
struct DebounceTests {
    let scheduler = TestScheduler()

    @Test func debounceSendsTheLatestElementOnceTheSourceIsQuiet() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(250, "c"), .completed(300)])

        let res = scheduler.start { xs.debounce(.milliseconds(20), scheduler: scheduler) }

        // a's wait (to 230) is restarted by b (to 240); c waits alone (to 270).
        #expect(res.events == [.next(240, "b"), .next(270, "c"), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func debounceRestartsTheWaitOnEveryElement() {
        let typing: [Recorded<Event<Int>>] = (0..<6).map { Recorded.next(210 + $0 * 10, $0) } + [.completed(400)]
        let xs = scheduler.createHotObservable(typing)

        let res = scheduler.start { xs.debounce(.milliseconds(20), scheduler: scheduler) }

        #expect(res.events == [.next(280, 5), .completed(400)])
    }

    @Test func debounceFlushesPendingValueOnCompletion() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(215)])

        let res = scheduler.start { xs.debounce(.milliseconds(20), scheduler: scheduler) }

        #expect(res.events == [.next(215, "a"), .completed(215)])
    }

    @Test func debounceDropsPendingValueOnError() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(215, testError, String.self)])

        let res = scheduler.start { xs.debounce(.milliseconds(20), scheduler: scheduler) }

        #expect(res.events == [.error(215, testError)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func debounceSendsNothingAfterDisposalEvenIfAWaitWasUnderWay() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(400)])

        let res = scheduler.start(disposed: 220) { xs.debounce(.milliseconds(20), scheduler: scheduler) }

        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func debounceTimesTheWaitOnTheVirtualMainQueue() {
        let queue = scheduler.mainQueue
        let terms = PublishSubject<String>()
        var received: [String] = []
        let subscription = terms.debounce(.milliseconds(330), scheduler: MainScheduler(queue: queue))
            .subscribe(onNext: { received.append($0) })

        terms.onNext("h")
        queue.advance(by: .milliseconds(329))
        #expect(received == [])
        queue.advance(by: .milliseconds(1))
        #expect(received == ["h"])
        subscription.dispose()
    }
}
