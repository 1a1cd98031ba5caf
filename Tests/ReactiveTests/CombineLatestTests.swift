import Reactive
import ReactiveTest
import Testing

@MainActor
struct CombineLatestTests {
    let scheduler = TestScheduler()

    @Test func combineLatestCombinesOnceBothHaveSentAndOnEveryElementAfter() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(260)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }

        #expect(res.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(300)])
        #expect(ys.subscriptions == [Subscription(200, 260)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func combineLatestWithoutASelectorPairsTheElements() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        var pairs: [String] = []

        scheduler.scheduleAt(200) {
            _ = Observable.combineLatest(xs, ys).subscribe(onNext: { pairs.append("\($0.0),\($0.1)") })
        }
        scheduler.start()

        #expect(pairs == ["1,2"])
    }

    @Test func combineLatestEndsWithAnErrorFromEither() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2), .error(230, testError)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        #expect(res.events == [.next(220, 3), .error(230, testError)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func combineLatestEndsWithTheErrorItsSelectorThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])

        let res = scheduler.start { Observable<Int>.combineLatest(xs, ys) { _, _ in throw testError } }

        #expect(res.events == [.error(220, testError)])
    }
}
