import Reactive
import ReactiveTest
import Testing

@MainActor
struct CatchTests {
    let scheduler = TestScheduler()

    @Test func catchAndReturnEndsWithTheElementInsteadOfTheError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])

        let res = scheduler.start { xs.catchAndReturn(9) }

        #expect(res.events == [.next(210, 1), .next(230, 9), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func catchAndReturnLetsACompletionThroughUnchanged() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])

        let res = scheduler.start { xs.catchAndReturn(9) }

        #expect(res.events == [.next(210, 1), .completed(230)])
    }

    @Test func catchContinuesWithTheFallbackForTheError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let fallback = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        var caught: [TestError] = []

        let res = scheduler.start {
            xs.catch { error in
                caught.append(error as! TestError)
                return fallback.asObservable()
            }
        }

        #expect(res.events == [.next(210, 1), .next(240, 7), .completed(250)])
        #expect(caught == [testError])
        #expect(fallback.subscriptions == [Subscription(230, 250)])
    }

    @Test func catchEndsWithTheErrorItsHandlerThrows() {
        let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])

        let res = scheduler.start { xs.catch { _ in throw otherError } }

        #expect(res.events == [.error(230, otherError)])
    }

    @Test func catchUnsubscribesTheFallbackWhenDisposed() {
        let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])
        let fallback = scheduler.createColdObservable([.next(100, 7)])

        let res = scheduler.start(disposed: 300) { xs.catch { _ in fallback.asObservable() } }

        #expect(res.events == [])
        #expect(fallback.subscriptions == [Subscription(230, 300)])
    }
}
