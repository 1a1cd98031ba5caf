import Reactive
import ReactiveTest
import Testing

@MainActor
struct WithLatestFromTests {
    let scheduler = TestScheduler()

    @Test func withLatestFromCombinesEachElementWithTheLatestOfTheSecond() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b"), .completed(260)])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        // 1 came before the second had anything; b stays the latest after the second completed.
        #expect(res.events == [.next(240, "2a"), .next(270, "3b"), .completed(300)])
        #expect(ys.subscriptions == [Subscription(200, 260)])
    }

    @Test func withLatestFromWithoutASelectorTakesTheSecondsElement() {
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let ys = scheduler.createHotObservable([.next(220, "a")])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        #expect(res.events == [.next(230, "a")])
    }

    @Test func withLatestFromEndsWithAnErrorOfTheSecond() {
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let ys = scheduler.createHotObservable([.error(220, testError, String.self)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        #expect(res.events == [.error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
