import Reactive
import ReactiveTest
import Testing

@MainActor
struct SubscribeAndBindTests {
    @Test func subscribeCallsOnDisposedAfterTheSequenceEnds() {
        var log: [String] = []

        _ = Observable.just(1).subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })

        #expect(log == ["next 1", "completed", "disposed"])
    }

    @Test func subscribeCallsOnDisposedOnceAfterAnError() {
        var log: [String] = []

        let subscription = Observable<Int>.error(testError).subscribe(
            onError: { log.append("error \(($0 as! TestError).name)") }, onDisposed: { log.append("disposed") })
        subscription.dispose()

        #expect(log == ["error test", "disposed"])
    }

    @Test func subscribeCallsOnDisposedWhenDisposed() {
        var log: [String] = []
        let subscription = Observable<Int>.never().subscribe(onDisposed: { log.append("disposed") })

        subscription.dispose()

        #expect(log == ["disposed"])
    }

    @Test func bindSendsEveryEventToEachObserver() {
        let scheduler = TestScheduler()
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)

        _ = Observable.just(3).bind(to: first, second)

        #expect(first.events == [.next(0, 3), .completed(0)])
        #expect(second.events == first.events)
    }

    @Test func bindOnNextCallsTheClosureWithEachElement() {
        var received: [Int] = []

        _ = Observable.merge(.just(1), .just(2)).bind(onNext: { received.append($0) })

        #expect(received == [1, 2])
    }
}
