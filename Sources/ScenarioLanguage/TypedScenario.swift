import ArchitectureKit
import Diagnostics

/// A scenario read one line at a time, as a user types it (`workbench play`): the same parser
/// as a file's, a line at a time, so a typed statement means what it would mean in a file.
///
/// There is no `scenario "NAME"` line to type: the name is given. A line with a fault is
/// refused with a located error and changes nothing; the lines after it go on from the state
/// before it.
public struct TypedScenario: Sendable {
    /// What one line was.
    public enum Statement: Sendable {
        /// A blank line or a comment.
        case nothing
        /// A statement that shows nothing, as written: `given`, `tags` or `fail next` before
        /// `launch`, `measure`.
        case declaration(String)
        case launch(LaunchScreen)
        /// A statement after `launch`.
        case step(Step)
    }

    private var state: ParseState
    private var lineCount = 0

    /// - Parameters:
    ///   - name: The scenario's name.
    ///   - file: The file the lines are said to be in, for messages, and the place given
    ///     fixtures are found from.
    ///   - suite: The folder its fixtures must stay inside; nil for the one `file` gives.
    public init(name: String, file: String, suite: SuiteFolder? = nil) {
        state = ParseState(file: file, suite: suite, text: ScenarioText(""))
        state.name = name
    }

    /// Whether `launch` has been read.
    public var isLaunched: Bool { state.launch != nil }

    /// Whether `line` begins with a step's keyword (`type`, `tap`, `wait`, …), judged by its
    /// first word alone: before `launch`, such a line is where a session launches its first
    /// screen by itself (``launch(_:)``).
    public static func beginsAStep(_ line: String) -> Bool {
        let firstWord = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        return firstWord.map { stepKeywords.contains(String($0)) } ?? false
    }

    private static let stepKeywords: Set = ["type", "replace", "tap", "scroll", "back", "wait", "settle", "push", "expect", "measure"]

    /// Reads the next line.
    ///
    /// - Parameter line: One line, without its line ending.
    /// - Throws: ``SourceDiagnostic`` at the line's fault; nothing read before changes.
    public mutating func read(_ line: String) throws(SourceDiagnostic) -> Statement {
        lineCount += 1
        state.text.append(line: line)
        var next = state
        guard try next.read(state.text.lines[lineCount - 1], number: lineCount) else { return .nothing }
        defer { state = next }
        if next.steps.count > state.steps.count { return .step(next.steps[next.steps.count - 1]) }
        if !isLaunched, let launch = next.launch { return .launch(launch.screen) }
        return .declaration(state.text.statement(line: lineCount))
    }

    /// Launches `screen` without a line, as if `launch` had been typed before the line read
    /// next: the step a user types first launches the search screen.
    public mutating func launch(_ screen: LaunchScreen) {
        guard state.launch == nil else { return }
        state.launch = (screen, SourceLocation(line: lineCount + 1, column: 1))
    }

    /// A located message about what is on line `location.line`: a step typed there that
    /// could not be carried out.
    public func diagnostic(at location: SourceLocation, _ message: String) -> SourceDiagnostic {
        state.text.diagnostic(file: state.file, at: location, message)
    }

    /// The scenario read so far.
    ///
    /// - Throws: ``SourceDiagnostic`` when it has not launched yet.
    public func scenario() throws(SourceDiagnostic) -> Scenario {
        try state.finish(lastLine: max(lineCount, 1))
    }
}
