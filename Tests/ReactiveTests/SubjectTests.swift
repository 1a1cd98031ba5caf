import Reactive
import ReactiveTest
import Testing

@MainActor
struct SubjectTests {
    let scheduler = TestScheduler()

    // MARK: - PublishSubject

    @Test func publishSubjectSendsALateSubscriberOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(230) { subject.onNext(2) }
        scheduler.scheduleAt(240) { subject.onCompleted() }
        scheduler.start()

        #expect(early.events == [.next(210, 1), .next(230, 2), .completed(240)])
        #expect(late.events == [.next(230, 2), .completed(240)])
    }

    @Test func publishSubjectIgnoresEventsAfterItEnded() {
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = subject.subscribe(observer) }
        scheduler.scheduleAt(210) { subject.onError(testError) }
        scheduler.scheduleAt(220) { subject.onNext(1) }
        scheduler.scheduleAt(230) { subject.onCompleted() }
        scheduler.start()

        #expect(observer.events == [.error(210, testError)])
    }

    @Test func publishSubjectSendsItsEndToASubscriberThatComesAfterIt() {
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(210) { subject.onCompleted() }
        scheduler.scheduleAt(220) { _ = subject.subscribe(observer) }
        scheduler.start()

        #expect(observer.events == [.completed(220)])
    }

    @Test func publishSubjectForgetsAnObserverWhoseSubscriptionIsDisposed() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        #expect(subject.hasObservers)

        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)

        #expect(received == [1])
        #expect(!subject.hasObservers)
    }

    @Test func publishSubjectSendsToObserversInTheOrderTheySubscribed() {
        let subject = PublishSubject<String>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { log.append("first \($0)") })
        let second = subject.subscribe(onNext: { log.append("second \($0)") })

        subject.onNext("x")

        #expect(log == ["first x", "second x"])
        first.dispose()
        second.dispose()
    }

    // MARK: - BehaviorSubject

    @Test func behaviorSubjectSendsItsCurrentValueAtSubscriptionThenEveryChange() {
        let subject = BehaviorSubject(value: 0)
        let early = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(225) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(230) { subject.onNext(3) }
        scheduler.start()

        #expect(early.events == [.next(200, 0), .next(210, 1), .next(220, 2), .next(230, 3)])
        #expect(late.events == [.next(225, 2), .next(230, 3)])
    }

    @Test func behaviorSubjectKeepsTheLatestValue() throws {
        let subject = BehaviorSubject(value: "a")

        subject.onNext("b")

        #expect(try subject.value() == "b")
    }

    @Test func behaviorSubjectThrowsItsErrorWhenReadAfterFailing() {
        let subject = BehaviorSubject(value: 1)

        subject.onError(testError)

        #expect(throws: testError) { try subject.value() }
    }

    @Test func behaviorSubjectSendsOnlyItsEndToASubscriberThatComesAfterIt() {
        let subject = BehaviorSubject(value: 1)
        let observer = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(210) { subject.onCompleted() }
        scheduler.scheduleAt(220) { _ = subject.subscribe(observer) }
        scheduler.start()

        #expect(observer.events == [.completed(220)])
    }

    // MARK: - Relays

    @Test func behaviorRelayHoldsAValueEveryObserverSees() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })

        relay.accept(2)

        #expect(relay.value == 2)
        #expect(received == [1, 2])
        subscription.dispose()
    }

    @Test func publishRelaySendsOnlyToCurrentObservers() {
        let relay = PublishRelay<Int>()
        relay.accept(1)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })

        relay.accept(2)

        #expect(received == [2])
        subscription.dispose()
    }

    @Test func bindingToARelayIgnoresTheSourcesCompletion() {
        let relay = BehaviorRelay(value: 0)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })

        _ = Observable.just(5).bind(to: relay)
        relay.accept(6)

        #expect(received == [0, 5, 6])
        subscription.dispose()
    }
}
