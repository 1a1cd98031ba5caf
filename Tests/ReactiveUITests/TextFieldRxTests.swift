import HeadlessUI
import Reactive
import ReactiveTest
import ReactiveUI
import Testing

@MainActor
struct TextFieldRxTests {
    let scheduler = TestScheduler()
    let field = TextField()

    @Test func textSendsTheCurrentTextAtSubscriptionThenTheWholeTextAfterEachEditByTheUser() {
        field.text = "h"
        let texts = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(50) { field.rx.text.subscribe(texts).disposed(by: bag) }

        scheduler.scheduleAt(100) { field.userType("i") }
        scheduler.scheduleAt(180) { field.userType("!") }
        scheduler.scheduleAt(300) { field.userReplaceText(with: "") }
        scheduler.start()

        #expect(texts.events == [.next(50, "h"), .next(100, "hi"), .next(180, "hi!"), .next(300, "")])
    }

    @Test func eachSubscriberGetsTheTextAsItStandsWhenItSubscribes() {
        let first = scheduler.createObserver(String.self), second = scheduler.createObserver(String.self)
        let text = field.rx.text
        let firstSubscription = text.subscribe(first)
        field.userType("a")
        let secondSubscription = text.subscribe(second)

        #expect(first.events == [.next(0, ""), .next(0, "a")])
        #expect(second.events == [.next(0, "a")])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    @Test func textSendsNothingWhenCodeSetsTheText() {
        let texts = scheduler.createObserver(String.self)
        let subscription = field.rx.text.subscribe(texts)

        field.text = "set by code"

        #expect(texts.events == [.next(0, "")])
        subscription.dispose()
    }

    @Test func aFieldAlreadyGoneCompletesAtOnce() {
        var field: TextField? = TextField()
        let text = field!.rx.text
        field = nil
        let texts = scheduler.createObserver(String.self)

        let subscription = text.subscribe(texts)

        #expect(texts.events == [.completed(0)])
        subscription.dispose()
    }
}
