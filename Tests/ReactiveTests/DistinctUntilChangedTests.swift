import Reactive
import ReactiveTest
import Testing

@MainActor
struct DistinctUntilChangedTests {
    let scheduler = TestScheduler()

    @Test func distinctUntilChangedDropsOnlyConsecutiveDuplicates() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .next(260, 3), .next(270, 3),
            .completed(300),
        ])

        let res = scheduler.start { xs.distinctUntilChanged() }

        #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 1), .next(260, 3), .completed(300)])
    }

    @Test func distinctUntilChangedAlwaysLetsTheFirstElementThrough() {
        let xs = scheduler.createHotObservable([.next(150, 7), .next(210, 7), .completed(300)])

        let res = scheduler.start { xs.distinctUntilChanged() }

        // 150 came before the subscription, so 210 is the first element this subscriber sees.
        #expect(res.events == [.next(210, 7), .completed(300)])
    }

    @Test func distinctUntilChangedComparesByTheKey() {
        let xs = scheduler.createHotObservable([.next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "apricot")])

        let res = scheduler.start { xs.distinctUntilChanged { $0.first } }

        #expect(res.events == [.next(210, "apple"), .next(230, "banana"), .next(240, "apricot")])
    }

    @Test func distinctUntilChangedComparesWithTheComparer() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 6)])

        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }

        #expect(res.events == [.next(210, 1), .next(230, 5)])
    }

    @Test func distinctUntilChangedEndsWithTheErrorItsComparerThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])

        let res = scheduler.start { xs.distinctUntilChanged { _, _ in throw testError } }

        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func distinctUntilChangedPassesTheSourceErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(230, testError)])

        let res = scheduler.start { xs.distinctUntilChanged() }

        #expect(res.events == [.next(210, 1), .error(230, testError)])
    }
}
