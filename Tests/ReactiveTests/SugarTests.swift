import Reactive
import ReactiveTest
import Testing

@MainActor
struct SugarTests {
    let scheduler = TestScheduler()

    @Test func bindingOperatorSubscribesAnObserver() {
        let source = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)

        let subscription = observer <~ source
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)

        #expect(observer.events == [.next(0, 1)])
    }

    @Test func bindingOperatorSubscribesAClosure() {
        let source = PublishSubject<String>()
        var received: [String] = []
        let handler: (String) -> Void = { received.append($0) }

        let subscription = handler <~ source
        source.onNext("a")
        subscription.dispose()

        #expect(received == ["a"])
    }

    @Test func bindingOperatorFeedsARelay() {
        let relay = BehaviorRelay(value: "")
        let source = PublishSubject<String>()

        let subscription = relay <~ source
        source.onNext("hey")
        source.onCompleted()

        #expect(relay.value == "hey")
        subscription.dispose()
    }

    @Test func appendOperatorChainsBindingsIntoOneBagThatEndsThemAll() {
        let status = BehaviorRelay(value: "ready")
        let terms = PublishRelay<String>()
        var shown: [String] = []
        var typed: [String] = []
        let show: (String) -> Void = { shown.append($0) }
        let record: (String) -> Void = { typed.append($0) }
        var bag: DisposeBag? = DisposeBag()

        bag!
            ++ show <~ status
            ++ record <~ terms
        status.accept("busy")
        terms.accept("hey")
        bag = nil
        status.accept("done")
        terms.accept("jude")

        #expect(shown == ["ready", "busy"])
        #expect(typed == ["hey"])
    }

    @Test func appendOperatorAddsToACompositeDisposable() {
        var disposals = 0
        let composite = CompositeDisposable()

        composite ++ Disposables.create { disposals += 1 } ++ Disposables.create { disposals += 1 }
        composite.dispose()

        #expect(disposals == 2)
    }
}
