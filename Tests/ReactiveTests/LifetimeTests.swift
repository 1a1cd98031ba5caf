import Reactive
import ReactiveTest
import Testing
import VirtualTime

/// Disposal ends everything, and nothing outlives it: checked with `Resources.total` and with
/// weak references to objects the subscriptions captured.
@MainActor
struct LifetimeTests {
    let queue = VirtualMainQueue()

    @Test func resourcesCountEverySubjectAndEverySubscriptionSink() {
        let start = Resources.total
        do {
            let subject = PublishSubject<Int>()
            #expect(Resources.total == start + 1)
            let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe()
            #expect(Resources.total == start + 3)
            subscription.dispose()
            #expect(Resources.total == start + 1)
        }
        #expect(Resources.total == start)
    }

    @Test func disposalStopsEveryEventAndReleasesEveryOperatorsState() {
        let start = Resources.total
        let scheduler = MainScheduler(queue: queue)
        var witness: Witness? = Witness()
        weak let weakWitness = witness
        var received: [String] = []
        let terms = PublishSubject<String>()

        let subscription = terms
            .map { [witness] term in _ = witness; return term }
            .debounce(.milliseconds(330), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { term in Observable<String>.never().startWith(term) }
            .observe(on: scheduler)
            .share(replay: 1)
            .subscribe(onNext: { received.append($0) })
        witness = nil
        terms.onNext("hey")
        queue.advance(by: .milliseconds(330))
        terms.onNext("jude")
        subscription.dispose()
        queue.advance(by: .seconds(1))

        #expect(received == ["hey"])
        #expect(!terms.hasObservers)
        #expect(weakWitness == nil)
        // Only the subject is left.
        #expect(Resources.total == start + 1)
    }

    @Test func aSequenceThatEndsReleasesItsSubscriptionWithoutBeingDisposed() {
        let start = Resources.total

        _ = Observable.just(1).map { $0 * 2 }.filter { $0 > 0 }.startWith(0).take(5).subscribe()

        #expect(Resources.total == start)
    }

    @Test func aReleasedDisposeBagEndsTheSubscriptionsOfItsOwner() {
        @MainActor final class Screen {
            let disposeBag = DisposeBag()
            var shown: [Int] = []
        }
        let start = Resources.total
        let model = BehaviorSubject(value: 1)
        var screen: Screen? = Screen()
        weak let weakScreen = screen

        model.subscribe(onNext: { [weak screen] in screen?.shown.append($0) }).disposed(by: screen!.disposeBag)
        #expect(screen?.shown == [1])
        screen = nil

        #expect(weakScreen == nil)
        #expect(!model.hasObservers)
        #expect(Resources.total == start + 1)
    }

    @Test func disposingBreaksTheCycleOfAClosureThatCapturedItsOwner() {
        @MainActor final class Owner {
            let values = PublishSubject<Int>()
            var disposeBag = DisposeBag()
            var sum = 0
        }
        let start = Resources.total
        var owner: Owner? = Owner()
        weak let weakOwner = owner

        // The closure holds the owner, and the owner's subject holds the closure: a cycle
        // that only disposal can break, as in RxSwift.
        owner!.values.subscribe(onNext: { [owner] in owner!.sum += $0 }).disposed(by: owner!.disposeBag)
        owner!.values.onNext(2)
        #expect(owner?.sum == 2)
        owner!.disposeBag = DisposeBag()
        owner = nil

        #expect(weakOwner == nil)
        #expect(Resources.total == start)
    }

    @Test func aPendingTimerDoesNotKeepADisposedDebounceAlive() {
        let start = Resources.total
        let scheduler = MainScheduler(queue: queue)
        let source = PublishSubject<Int>()

        let subscription = source.debounce(.seconds(10), scheduler: scheduler).subscribe()
        source.onNext(1)
        subscription.dispose()

        // The cancelled timer is still in the queue, but it no longer holds the sink.
        #expect(queue.nextDueTime == nil)
        #expect(Resources.total == start + 1)
    }

    @Test func aSharedConnectionIsReleasedWithItsLastSubscriber() {
        let start = Resources.total
        let source = PublishSubject<Int>()
        let shared = source.map { $0 }.share(replay: 1)

        let first = shared.subscribe()
        let second = shared.subscribe()
        #expect(Resources.total == start + 3)
        first.dispose()
        second.dispose()

        #expect(Resources.total == start + 1)
        #expect(!source.hasObservers)
    }
}
