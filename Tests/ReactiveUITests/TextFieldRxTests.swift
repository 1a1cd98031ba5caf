import HeadlessUI
import Reactive
import ReactiveTest
import ReactiveUI
import Testing

@MainActor
struct TextFieldRxTests {
    let scheduler = TestScheduler()
    let field = TextField()

    @Test func textEmitsTheWholeTextAfterEachEditByTheUser() {
        let texts = scheduler.createObserver(String.self)
        let subscription = field.rx.text.subscribe(texts)

        scheduler.scheduleAt(100) { field.userType("h") }
        scheduler.scheduleAt(180) { field.userType("i") }
        scheduler.scheduleAt(300) { field.userReplaceText(with: "") }
        scheduler.start()

        #expect(texts.events == [.next(100, "h"), .next(180, "hi"), .next(300, "")])
        subscription.dispose()
    }

    @Test func textSendsNothingAtSubscriptionNorWhenCodeSetsTheText() {
        field.text = "already there"
        let texts = scheduler.createObserver(String.self)
        let subscription = field.rx.text.subscribe(texts)

        field.text = "set by code"

        #expect(texts.events.isEmpty)
        subscription.dispose()
    }
}
