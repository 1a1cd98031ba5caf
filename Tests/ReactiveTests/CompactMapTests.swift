import Reactive
import ReactiveTest
import Testing

@MainActor
struct CompactMapTests {
    let scheduler = TestScheduler()

    @Test func compactMapDropsTheNilResults() {
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])

        let res = scheduler.start { xs.compactMap { Int($0) } }

        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(300)])
    }

    @Test func compactMapEndsWithTheErrorItsTransformThrows() {
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x")])

        let res = scheduler.start {
            xs.compactMap { text -> Int? in
                guard let number = Int(text) else { throw testError }
                return number
            }
        }

        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
