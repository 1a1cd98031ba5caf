import HeadlessUI
import Reactive
import ReactiveTest
import ReactiveUI
import Testing

@MainActor
struct LabelRxTests {
    @Test func theTextBinderSetsEachTextItIsSent() {
        let label = Label()
        let texts = PublishRelay<String?>()
        let subscription = texts.bind(to: label.rx.text)

        texts.accept("Searching")
        #expect(label.text == "Searching")
        texts.accept(nil)
        #expect(label.text == nil)
        subscription.dispose()
    }

    @Test func theTextBinderDoesNotKeepTheLabelAlive() {
        weak var released: Label?
        let binder: Binder<String?>
        do {
            let label = Label()
            released = label
            binder = label.rx.text
        }

        binder.onNext("nobody reads this")

        #expect(released == nil)
    }
}
