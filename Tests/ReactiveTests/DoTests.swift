import Reactive
import ReactiveTest
import Testing

@MainActor
struct DoTests {
    let scheduler = TestScheduler()

    @Test func doRunsItsHandlersAndLeavesTheEventsUnchanged() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var log: [String] = []

        let res = scheduler.start {
            xs.do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                  onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
        }

        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(log == ["subscribe", "next 1", "next 2", "completed", "dispose"])
    }

    @Test func doRunsOnErrorThenPassesTheErrorOn() {
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        var errors: [TestError] = []

        let res = scheduler.start { xs.do(onError: { errors.append($0 as! TestError) }) }

        #expect(res.events == [.error(210, testError)])
        #expect(errors == [testError])
    }

    @Test func doEndsWithTheErrorItsHandlerThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])

        let res = scheduler.start { xs.do(onNext: { if $0 == 2 { throw testError } }) }

        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func doRunsOnDisposeWhenTheSubscriptionIsDisposed() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var disposedAt: [Int] = []

        _ = scheduler.start(disposed: 250) { xs.do(onDispose: { disposedAt.append(scheduler.clock) }) }

        #expect(disposedAt == [250])
    }
}
