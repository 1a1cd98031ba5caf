import Bind
import Observation

/// A view model, as an app would write one: `@Observable`, with Bind's registrar.
@MainActor
@Observable
final class PersonViewModel: BindObservable {
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()
    var name = ""
    var age = 0
    var pet: PetViewModel?
    /// What a tap on a bound button does.
    var command: (any Command)?
}

/// A second bindable object, for key paths through a property.
@MainActor
@Observable
final class PetViewModel: BindObservable {
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()
    var name = ""
}

/// An observable text field: both ends of a two-way binding can change.
@MainActor
@Observable
final class TextBox: BindObservable {
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()
    var text = "" {
        didSet { writes.append(text) }
    }
    /// Every value the text was set to, in order.
    @ObservationIgnored private(set) var writes: [String] = []
}

/// A plain label, as a view is: a binding can write to it but not observe it. It remembers
/// every text it was given, so a test can assert the whole history of writes.
@MainActor
final class RecordingLabel: KeyPathBindable {
    var text: String? {
        didSet { history.append(text) }
    }
    private(set) var history: [String?] = []
}

/// Upper case one way, lower case back, after BIND's README example.
struct UppercaseTransformer: BindingTransformer {
    func transform(_ value: String) -> String { value.uppercased() }
    func reverseTransform(_ value: String) -> String { value.lowercased() }
}

/// Counts its calls, to prove that a value crosses a binding once and never comes back.
final class CountingTransformer: BindingTransformer {
    private(set) var forward = 0
    private(set) var reverse = 0

    func transform(_ value: String) -> String {
        forward += 1
        return value
    }

    func reverseTransform(_ value: String) -> String {
        reverse += 1
        return value
    }
}
