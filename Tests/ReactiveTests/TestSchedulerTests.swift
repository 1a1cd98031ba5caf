import Reactive
import ReactiveTest
import Testing

/// The test kit itself: ticks, hot and cold observables, recorded subscriptions.
@MainActor
struct TestSchedulerTests {
    let scheduler = TestScheduler()

    @Test func startCreatesSubscribesAndDisposesAtTheDefaultTicks() {
        var createdAt: [Int] = []
        let xs = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .next(1100, 3)])

        let res = scheduler.start { () -> Observable<Int> in
            createdAt.append(scheduler.clock)
            return xs.asObservable()
        }

        #expect(createdAt == [100])
        #expect(res.events == [.next(500, 2)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func aHotObservableSendsAnEventAtTheSubscriptionTickBeforeTheSubscription() {
        let xs = scheduler.createHotObservable([.next(200, 1), .next(210, 2)])

        let res = scheduler.start { xs.asObservable() }

        #expect(res.events == [.next(210, 2)])
    }

    @Test func aColdObservableCountsItsTicksFromEachSubscription() {
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let first = scheduler.createObserver(String.self), second = scheduler.createObserver(String.self)

        scheduler.scheduleAt(200) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
        scheduler.start()

        #expect(first.events == [.next(210, "a"), .completed(220)])
        #expect(second.events == [.next(310, "a"), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200), Subscription(300)])
    }

    @Test func advanceToRunsOnlyTheWorkDueByThen() {
        var ran: [Int] = []
        scheduler.scheduleAt(100) { ran.append(100) }
        scheduler.scheduleAt(300) { ran.append(300) }

        scheduler.advanceTo(200)

        #expect(ran == [100])
        #expect(scheduler.clock == 200)
    }

    @Test func oneTickIsOneMillisecondOfTheMainQueue() {
        scheduler.advanceTo(330)

        #expect(scheduler.mainQueue.now == .milliseconds(330))
    }

    @Test func errorsOfOneEquatableTypeCompareByValue() {
        let same: Recorded<Event<Int>> = .error(10, TestError(name: "x"))

        #expect(same == .error(10, TestError(name: "x")))
        #expect(same != .error(10, TestError(name: "y")))
        #expect(same != .error(11, TestError(name: "x")))
        #expect(same != .completed(10))
    }

    @Test func errorsOfDifferentTypesAreNeverEqual() {
        struct Described: Error, CustomStringConvertible {
            var description: String { "test" }
        }

        #expect(Event<Int>.error(Described()) == .error(Described()))
        #expect(Event<Int>.error(Described()) != .error(testError))
    }
}

@MainActor
struct HotObservableLifetimeTests {
    @Test func aHotObservableNobodyHoldsStillSendsItsEvents() {
        let scheduler = TestScheduler()
        let observer = scheduler.createObserver(Int.self)

        _ = scheduler.createHotObservable([.next(210, 1)]).subscribe(observer)
        scheduler.start()

        #expect(observer.events == [.next(210, 1)])
    }
}
