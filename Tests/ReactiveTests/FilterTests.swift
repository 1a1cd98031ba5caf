import Reactive
import ReactiveTest
import Testing

@MainActor
struct FilterTests {
    let scheduler = TestScheduler()

    @Test func filterLetsThroughOnlyMatchingElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])

        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }

        #expect(res.events == [.next(220, 2), .next(240, 4), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func filterEndsWithTheErrorItsPredicateThrows() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4)])

        let res = scheduler.start {
            xs.filter { value in
                if value == 3 { throw testError }
                return true
            }
        }

        #expect(res.events == [.next(210, 2), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func filterPassesTheSourceErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])

        let res = scheduler.start { xs.filter { _ in false } }

        #expect(res.events == [.error(220, testError)])
    }

    @Test func filterStopsWhenDisposed() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 4)])

        let res = scheduler.start(disposed: 250) { xs.filter { _ in true } }

        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
