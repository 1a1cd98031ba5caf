import Reactive
import ReactiveTest
import Testing

@MainActor
struct ObserveOnTests {
    let scheduler = TestScheduler()

    @Test func observeOnDeliversEachEventAfterTheWorkAlreadyQueued() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { log.append("received \($0)") })

        subject.onNext(1)
        scheduler.mainQueue.async { log.append("work queued after 1") }
        subject.onNext(2)
        log.append("sent")
        scheduler.mainQueue.drain()

        #expect(log == ["sent", "received 1", "received 2", "work queued after 1"])
        subscription.dispose()
    }

    @Test func observeOnKeepsTheTimesOfAVirtualClock() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
    }

    @Test func observeOnDropsTheEventsStillWaitingWhenDisposed() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append($0) })

        subject.onNext(1)
        subscription.dispose()
        scheduler.mainQueue.drain()

        #expect(received == [])
    }
}
