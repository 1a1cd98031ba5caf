import Reactive
import Testing

@MainActor
struct BinderTests {
    final class Label {
        var text: String?
    }

    @Test func binderAppliesEachElementToItsTarget() {
        let label = Label()
        let binder = Binder(label) { label, text in label.text = text }

        binder.onNext("one")
        binder.onNext("two")

        #expect(label.text == "two")
    }

    @Test func binderHoldsItsTargetWeakly() {
        var label: Label? = Label()
        weak let weakLabel = label
        let binder = Binder(label!) { label, text in label.text = text }

        label = nil
        binder.onNext("ignored")

        #expect(weakLabel == nil)
    }

    @Test func binderIgnoresCompletion() {
        let label = Label()
        let binder = Binder(label) { label, text in label.text = text }

        _ = Observable.just("last").bind(to: binder)

        #expect(label.text == "last")
    }
}
