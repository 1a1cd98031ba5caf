import Reactive
import ReactiveTest
import Testing

@MainActor
struct FlatMapLatestTests {
    let scheduler = TestScheduler()

    @Test func flatMapLatestMirrorsOnlyTheLatestInner() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(250, "b"), .completed(400)])
        let inners = [
            "a": scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(50, 3)]),
            "b": scheduler.createColdObservable([.next(10, 4), .completed(30)]),
        ]

        let res = scheduler.start { xs.flatMapLatest { inners[$0]! } }

        // a's 3 would come at 260, but b replaced a at 250.
        #expect(res.events == [.next(220, 1), .next(230, 2), .next(260, 4), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(inners["a"]!.subscriptions == [Subscription(210, 250)])
        #expect(inners["b"]!.subscriptions == [Subscription(250, 280)])
    }

    @Test func flatMapLatestUnsubscribesTheOldInnerBeforeSubscribingTheNew() {
        let terms = PublishSubject<String>()
        var log: [String] = []
        let subscription = terms.flatMapLatest { term in
            Observable<Int>.create { _ in
                log.append("subscribe \(term)")
                return Disposables.create { log.append("dispose \(term)") }
            }
        }.subscribe()

        terms.onNext("a")
        terms.onNext("b")
        subscription.dispose()

        #expect(log == ["subscribe a", "dispose a", "subscribe b", "dispose b"])
    }

    @Test func flatMapLatestWaitsForTheLatestInnerAfterTheSourceCompletes() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
        let inner = scheduler.createColdObservable([.next(50, 1), .next(140, 2), .completed(150)])

        let res = scheduler.start { xs.flatMapLatest { _ in inner } }

        #expect(res.events == [.next(260, 1), .next(350, 2), .completed(360)])
        #expect(inner.subscriptions == [Subscription(210, 360)])
    }

    @Test func flatMapLatestCompletesWithTheSourceWhenTheLatestInnerIsDone() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { xs.flatMapLatest { _ in inner } }

        #expect(res.events == [.next(220, 1), .completed(300)])
    }

    @Test func flatMapLatestEndsWithAnInnerError() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(400, "b")])
        let inner = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])

        let res = scheduler.start { xs.flatMapLatest { _ in inner } }

        #expect(res.events == [.next(220, 1), .error(230, testError)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(inner.subscriptions == [Subscription(210, 230)])
    }

    @Test func flatMapLatestEndsWithTheSourceErrorAndUnsubscribesTheInner() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(300, testError)])
        let inner = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])

        let res = scheduler.start { xs.flatMapLatest { _ in inner } }

        #expect(res.events == [.next(220, 1), .error(300, testError)])
        #expect(inner.subscriptions == [Subscription(210, 300)])
    }

    @Test func flatMapLatestEndsWithTheErrorItsSelectorThrows() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let inner = scheduler.createColdObservable([.next(50, 1)])

        let res = scheduler.start {
            xs.flatMapLatest { term -> TestableObservable<Int> in
                if term == "b" { throw testError }
                return inner
            }
        }

        #expect(res.events == [.error(220, testError)])
        #expect(inner.subscriptions == [Subscription(210, 220)])
    }

    @Test func flatMapLatestUnsubscribesEverythingWhenDisposed() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(500)])
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])

        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in inner } }

        #expect(res.events == [.next(220, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(inner.subscriptions == [Subscription(210, 250)])
    }
}
