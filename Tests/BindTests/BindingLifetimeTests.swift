import Bind
import Testing

/// Unbinding, by hand or when an object goes away; no retain cycles; the live counter.
@MainActor
struct BindingLifetimeTests {
    @Test func unbindStopsTheValues() {
        let person = PersonViewModel(), label = RecordingLabel()
        let binding = person.bind(\.name) ~> label.bind(\.text)
        binding.unbind()
        person.name = "after"

        #expect(label.history == [""])
        #expect(!binding.isBound)
    }

    @Test func releasingTheBindingUnbindsIt() {
        let person = PersonViewModel(), label = RecordingLabel()
        var binding: Binding? = person.bind(\.name) ~> label.bind(\.text)
        #expect(binding?.isBound == true)
        binding = nil
        person.name = "after"

        #expect(label.history == [""])
    }

    @Test func releasingTheObservedObjectEndsTheBinding() {
        var person: PersonViewModel? = PersonViewModel()
        let label = RecordingLabel()
        let binding = person!.bind(\.name) ~> label.bind(\.text)
        person = nil

        #expect(!binding.isBound)
        #expect(label.history == [""])
    }

    @Test func releasingTheWrittenObjectEndsTheBinding() {
        let person = PersonViewModel()
        var label: RecordingLabel? = RecordingLabel()
        weak let released = label
        let binding = person.bind(\.name) ~> label!.bind(\.text)
        label = nil
        person.name = "nobody listens"

        #expect(released == nil)
        #expect(!binding.isBound)
    }

    @Test func aBindingKeepsNeitherObjectAlive() {
        weak var person: PersonViewModel?
        weak var label: RecordingLabel?
        var binding: Binding?
        do {
            let strongPerson = PersonViewModel(), strongLabel = RecordingLabel()
            person = strongPerson
            label = strongLabel
            binding = strongPerson.bind(\.name) ~> strongLabel.bind(\.text)
        }

        #expect(person == nil)
        #expect(label == nil)
        #expect(binding?.isBound == false)
    }

    @Test func anObjectHoldingItsOwnBindingsIsReleased() {
        weak var released: LabelOwner?
        do {
            let owner = LabelOwner()
            owner.viewModel = PersonViewModel()
            released = owner
        }

        #expect(released == nil)
    }

    @Test func theLiveCounterReturnsToWhereItStarted() {
        let start = BindResources.total
        do {
            let person = PersonViewModel(), box = TextBox(), label = RecordingLabel()
            let bindings = [person.bind(\.name) ~> label.bind(\.text), person.bind(\.name) <> box.bind(\.text)]
            #expect(BindResources.total == start + 2)
            person.name = "counted"
            bindings.forEach { $0.unbind() }
            #expect(BindResources.total == start + 2)
        }

        #expect(BindResources.total == start)
    }
}

/// A view as BIND's `BNDView` is: it holds its bindings, and they point back at it and at its
/// view model. Nothing may form a cycle.
@MainActor
private final class LabelOwner: KeyPathBindable {
    let label = RecordingLabel()
    private var bindings: [Binding] = []
    var viewModel: PersonViewModel? {
        didSet { bindings = viewModel.map { [$0.bind(\.name) ~> bind(\.label.text)] } ?? [] }
    }
}
