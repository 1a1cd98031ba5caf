import Reactive
import ReactiveTest
import Testing

@MainActor
struct SkipTakeTests {
    let scheduler = TestScheduler()

    @Test func skipDropsTheFirstElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start { xs.skip(2) }

        #expect(res.events == [.next(230, 3), .completed(300)])
    }

    @Test func skipPassesAnErrorOnEvenWhileSkipping() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])

        let res = scheduler.start { xs.skip(5) }

        #expect(res.events == [.error(220, testError)])
    }

    @Test func takeSendsTheFirstElementsThenCompletesAndUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start { xs.take(2) }

        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeZeroCompletesAtOnceWithoutSubscribing() {
        let xs = scheduler.createHotObservable([.next(210, 1)])

        let res = scheduler.start { xs.take(0) }

        #expect(res.events == [.completed(200)])
        #expect(xs.subscriptions == [])
    }

    @Test func takePassesTheSourceErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])

        let res = scheduler.start { xs.take(3) }

        #expect(res.events == [.next(210, 1), .error(220, testError)])
    }
}
