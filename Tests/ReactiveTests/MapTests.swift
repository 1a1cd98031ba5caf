import Reactive
import ReactiveTest
import Testing

@MainActor
struct MapTests {
    let scheduler = TestScheduler()

    @Test func mapTransformsEachElementSentWhileSubscribed() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])

        let res = scheduler.start { xs.map { $0 * 10 } }

        #expect(res.events == [.next(210, 20), .next(240, 30), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func mapPassesTheSourceErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])

        let res = scheduler.start { xs.map { $0 * 10 } }

        #expect(res.events == [.next(210, 20), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func mapEndsWithTheErrorItsTransformThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw testError }
                return value
            }
        }

        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func mapStopsWhenDisposed() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.map { $0 + 1 } }

        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
