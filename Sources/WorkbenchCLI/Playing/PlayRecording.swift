import Harness
import HeadlessUI
import ScenarioLanguage

/// A session as a scenario (`play --record FILE`): the statements that were carried out, in
/// order, as typed, and at the end the `expect` statements that say what the last screen shows.
struct PlayRecording {
    private let name: String
    private var statements: [String] = []

    /// - Parameter name: The scenario's name.
    init(name: String) {
        self.name = name
    }

    mutating func append(_ statement: String) {
        statements.append(statement)
    }

    /// The scenario's text, ending with what `screen` shows.
    func text(endingOn screen: ShownScreen) -> String {
        var text = "scenario " + Snapshot.quoted(name) + "\n"
        for statement in statements { text += statement + "\n" }
        text += "\n# What the last screen showed.\n"
        for expectation in screen.expectations { text += expectation.statement + "\n" }
        return text
    }
}
