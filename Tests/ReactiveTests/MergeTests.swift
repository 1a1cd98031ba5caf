import Reactive
import ReactiveTest
import Testing

@MainActor
struct MergeTests {
    let scheduler = TestScheduler()

    @Test func mergeSendsTheElementsOfEverySourceAsTheyCome() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(ys.subscriptions == [Subscription(200, 260)])
    }

    @Test func mergeEndsWithTheFirstErrorAndUnsubscribesTheOthers() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4)])

        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }

        #expect(res.events == [.next(210, 1), .next(220, 2), .error(230, testError)])
        #expect(ys.subscriptions == [Subscription(200, 230)])
    }

    @Test func mergeOfNoSourcesCompletesAtOnce() {
        let res = scheduler.start { Observable<Int>.merge([]) }

        #expect(res.events == [.completed(200)])
    }

    @Test func mergeUnsubscribesEverySourceWhenDisposed() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(260, 2)])

        let res = scheduler.start(disposed: 250) { Observable.merge(xs.asObservable(), ys.asObservable()) }

        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }
}
