import Bind
import Testing

/// Transforms: a closure one way, or a transformer type both ways (BIND's `transform:` and
/// `NSValueTransformer` subclasses).
@MainActor
struct BindingTransformTests {
    let person = PersonViewModel()
    let label = RecordingLabel()
    let box = TextBox()

    @Test func aClosureTransformsEveryValueItPasses() {
        person.age = 41
        let binding = person.bind(\.age).transform { "\($0) years" } ~> label.bind(\.text)
        person.age = 42

        #expect(label.history == ["41 years", "42 years"])
        _ = binding
    }

    @Test func aTransformerTransformsOneWayAndReverseTransformsTheOther() {
        person.name = "kim"
        let binding = person.bind(\.name).transform(with: UppercaseTransformer()) <> box.bind(\.text)
        #expect(box.text == "KIM")

        person.name = "hobbit"
        #expect(box.text == "HOBBIT")
        box.text = "CARTMAN"
        #expect(person.name == "cartman")
        _ = binding
    }

    @Test func aTransformerOnTheRightSideTransformsRightToLeft() {
        box.text = "stan"
        let binding = person.bind(\.name) <~ box.bind(\.text).transform(with: UppercaseTransformer())
        #expect(person.name == "STAN")

        box.text = "kyle"

        #expect(person.name == "KYLE")
        _ = binding
    }
}
