import Reactive
import ReactiveTest
import Testing

@MainActor
struct ScanTests {
    let scheduler = TestScheduler()

    @Test func scanSendsEveryAccumulatedStateButNotTheSeed() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start { xs.scan(0) { $0 + $1 } }

        #expect(res.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
    }

    @Test func scanStartsFromTheSeedForEachSubscription() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let sums = xs.scan(100) { $0 + $1 }
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = sums.subscribe(first) }
        scheduler.scheduleAt(300) { _ = sums.subscribe(second) }
        scheduler.start()

        #expect(first.events == [.next(210, 101), .next(220, 103)])
        #expect(second.events == [.next(310, 101), .next(320, 103)])
    }

    @Test func scanEndsWithTheErrorItsAccumulatorThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])

        let res = scheduler.start {
            xs.scan(0) { sum, value in
                if value == 2 { throw testError }
                return sum + value
            }
        }

        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
