import Bind
import HeadlessUI
import Testing

/// BIND's control key paths: a text field's edits in a two-way binding (`onEditingChanged`),
/// and a button's taps bound to a command (`onTouchUpInside`).
@MainActor
struct ControlBindingTests {
    let person = PersonViewModel()
    let field = TextField()
    let button = Button(title: "Reverse")

    // MARK: - Two-way text

    @Test func theFieldStartsWithTheViewModelsValue() {
        person.name = "Kim"
        let binding = person.bind(\.name) <> field.bindText()

        #expect(field.text == "Kim")
        _ = binding
    }

    @Test func everyEditOfTheUserReachesTheViewModelInTheSameCall() {
        let names = RecordingLabel()
        let bindings = [person.bind(\.name) <> field.bindText(), person.bind(\.name) !~> names.bind(\.text)]
        field.userType("K")
        field.userType("i")
        field.userReplaceText(with: "Kim")

        #expect(person.name == "Kim")
        #expect(names.history == ["K", "Ki", "Kim"])
        _ = bindings
    }

    @Test func aChangeOfTheViewModelReachesTheField() {
        let binding = person.bind(\.name) <> field.bindText()
        field.userReplaceText(with: "typed")
        person.name = "Hobbit"

        #expect(field.text == "Hobbit")
        _ = binding
    }

    @Test func anEditPassedToTheViewModelIsNotWrittenBackToTheField() {
        let transformer = CountingTransformer()
        let binding = person.bind(\.name).transform(with: transformer) <> field.bindText()
        field.userReplaceText(with: "Kim")

        // Once to start the field, once for the edit going left; never right again.
        #expect(transformer.forward == 1)
        #expect(transformer.reverse == 1)
        _ = binding
    }

    @Test func editsAfterTheBindingIsReleasedStayInTheField() {
        var binding: Binding? = person.bind(\.name) <> field.bindText()
        binding = nil
        field.userReplaceText(with: "alone")

        #expect(person.name == "")
        #expect(binding == nil)
    }

    // MARK: - Commands

    @Test func eachTapExecutesTheCommandOnce() {
        let command = CountingCommand()
        person.command = command
        let binding = person.bind(\.command) <~! button.bindTaps()
        #expect(command.executions == 0)

        button.userTap()
        button.userTap()

        #expect(command.executions == 2)
        _ = binding
    }

    @Test func theCommandIsReadAtTheTapSoALaterOneIsExecuted() {
        let binding = person.bind(\.command) <~! button.bindTaps()
        button.userTap()
        let command = CountingCommand()
        person.command = command
        button.userTap()

        #expect(command.executions == 1)
        _ = binding
    }

    @Test func aTapAfterTheBindingIsReleasedExecutesNothing() {
        let command = CountingCommand()
        person.command = command
        var binding: Binding? = person.bind(\.command) <~! button.bindTaps()
        binding = nil
        button.userTap()

        #expect(command.executions == 0)
        #expect(binding == nil)
    }

    // MARK: - Lifetime

    @Test func controlBindingsKeepNothingAliveAndAreCounted() {
        let start = BindResources.total
        weak var releasedField: TextField?
        weak var releasedButton: Button?
        do {
            let field = TextField(), button = Button()
            releasedField = field
            releasedButton = button
            let bindings = [person.bind(\.name) <> field.bindText(), person.bind(\.command) <~! button.bindTaps()]
            #expect(BindResources.total == start + 2)
            _ = bindings
        }

        #expect(releasedField == nil)
        #expect(releasedButton == nil)
        #expect(BindResources.total == start)
    }
}

/// Counts how often it was executed.
@MainActor
final class CountingCommand: Command {
    private(set) var executions = 0

    func execute() {
        executions += 1
    }
}
