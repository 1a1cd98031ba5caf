import Reactive
import ReactiveTest
import Testing

@MainActor
struct StartWithTests {
    let scheduler = TestScheduler()

    @Test func startWithSendsItsElementsAtSubscriptionBeforeTheSource() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.startWith(-1, 0) }

        #expect(res.events == [.next(200, -1), .next(200, 0), .next(220, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func startWithPassesTheSourceErrorOn() {
        let xs = scheduler.createHotObservable([.error(220, testError, Int.self)])

        let res = scheduler.start { xs.startWith(0) }

        #expect(res.events == [.next(200, 0), .error(220, testError)])
    }
}
