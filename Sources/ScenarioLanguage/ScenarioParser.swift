import ArchitectureKit
import Diagnostics
import Domain
import HeadlessUI

/// Parses scenario files. Every error names the line and column and says what was expected
/// there; the first error in a file stops its parse. `Scenarios/README.md` is the language's
/// reference for authors, with an example of every statement.
///
/// The language: one statement a line, lines ending with LF or CRLF (a byte-order mark may
/// begin the file; a lone CR, or any control character but the tab, is an error where it
/// stands), `#` starts a comment outside quotes, strings are
/// double-quoted with `\"`, `\\`, `\n`, `\t` and `\u{XXXX}`, durations are `330ms` or `2s`,
/// an element is `[a-z][a-z0-9.]*`, a row `ID[N]`, a row field `ID[N].title|subtitle|detail|artwork`.
/// A line, the steps, the characters typed and the updates pushed are bounded (``ScenarioLimits``);
/// a fixture path must stay inside the scenario's suite (``SuiteFolder``).
///
///     scenario "NAME"                                   first, once
///     tags WORD, WORD                                   before launch
///     given catalog default | "path.json"               an iTunes Search API response, relative to the scenario, in its suite
///     given flights default | "path.json"               a flight board
///     given songs N seed K                              a generated catalog
///     given latency search|artwork|flights DURATION [for "TEXT"]
///                                                       for: search, one term; artwork, URLs ending with TEXT
///     given limit N | given viewport N
///     fail next search|artwork|flights                  also before launch, for the first screen's request
///     launch search | flights                           once, after every given
///     type ID "TEXT" [every DURATION]                   one editing change per character
///     replace ID "TEXT"                                 one editing change ("" clears)
///     tap ID | tap ID[N]                                a button, a visible row
///     scroll ID N                                       row N becomes the first visible row
///     back | wait DURATION | settle
///     push FLIGHT on-time|delayed N|boarding|departed|landed|cancelled
///     push N updates                                    a generated live feed of N changes
///     measure                                           once: the steps after it are what `bench` times
///     expect screen ID | expect ID "TEXT" | expect ID none | expect ID count N
///     expect ID[N].FIELD "TEXT" | expect ID[N].artwork none | expect no ID
///     expect requests search|artwork|flights N
public enum ScenarioParser {
    /// Parses one scenario.
    ///
    /// - Parameters:
    ///   - source: The file's text, as ``TextFile`` reads it: without the byte-order mark the
    ///     file may begin with. Lines end with LF or CRLF, mixed as they come. A carriage
    ///     return that ends no line, a byte-order mark, and any control character but the tab
    ///     are errors where they stand.
    ///   - file: The file's name as the user knows it, for messages.
    ///   - suite: The folder its fixtures must stay inside; nil for the one its file gives.
    /// - Throws: ``SourceDiagnostic`` at the first fault.
    public static func parse(_ source: String, file: String, suite: SuiteFolder? = nil) throws(SourceDiagnostic) -> Scenario {
        let text = ScenarioText(source)
        var state = ParseState(file: file, suite: suite, text: text)
        var lastStatementLine = 1
        for (offset, line) in text.lines.enumerated() {
            if try state.read(line, number: offset + 1) { lastStatementLine = offset + 1 }
        }
        return try state.finish(lastLine: lastStatementLine)
    }

    /// The statement keywords, for "did you mean".
    static let keywords = ["scenario", "tags", "given", "launch", "type", "replace", "tap", "scroll", "back",
                           "wait", "settle", "fail", "push", "expect", "measure"]
}

/// A fault in one statement: the column and what was expected.
struct StatementFault: Error {
    let column: Int
    let message: String
}

/// What a parse has read so far, one statement at a time. The `given` statements are read in
/// `ScenarioParser+Given.swift`, the steps and expectations in `ScenarioParser+Steps.swift`.
struct ParseState {
    let file: String
    let suite: SuiteFolder?
    /// The text read so far: a scenario typed one line at a time grows it (``TypedScenario``).
    var text: ScenarioText
    var name: String?
    var nameLocation = SourceLocation(line: 1, column: 1)
    var tags: [String] = []
    var setup = Setup()
    var launch: (screen: LaunchScreen, location: SourceLocation)?
    var steps: [Step] = []
    var measuredFrom: Int?
    /// The characters the `type` statements read so far type, and the updates the `push N
    /// updates` statements make: each bounded in all (``ScenarioLimits``).
    var typedCharacters = 0
    var pushedUpdates = 0

    init(file: String, suite: SuiteFolder?, text: ScenarioText) {
        self.file = file
        self.suite = suite
        self.text = text
    }

    /// Reads one line of ``text``: a statement, a comment or nothing.
    ///
    /// - Returns: Whether the line held a statement.
    /// - Throws: ``SourceDiagnostic`` at the line's fault.
    mutating func read(_ line: Substring, number: Int) throws(SourceDiagnostic) -> Bool {
        if let column = ScenarioLimits.columnPastTheLongestLine(line) {
            throw diagnostic(line: number, column: column, "expected at most \(ScenarioLimits.lineLength) characters on a line, found more")
        }
        do {
            let tokens = try ScenarioLexer.tokens(in: line)
            guard !tokens.isEmpty else { return false }
            try statement(tokens, line: number)
            return true
        } catch let fault as ScenarioLexer.Fault {
            throw diagnostic(line: number, column: fault.column, fault.message)
        } catch let fault as StatementFault {
            throw diagnostic(line: number, column: fault.column, fault.message)
        } catch {
            throw diagnostic(line: number, column: 1, "\(error)")
        }
    }

    func diagnostic(line: Int, column: Int, _ message: String) -> SourceDiagnostic {
        text.diagnostic(file: file, at: SourceLocation(line: line, column: column), message)
    }

    mutating func statement(_ tokens: [ScenarioToken], line: Int) throws(StatementFault) {
        var reader = TokenReader(tokens: tokens, line: line)
        let keyword = try reader.word("a statement")
        guard name != nil || keyword.text == "scenario" else {
            throw StatementFault(column: keyword.column, message: "expected the first statement to be scenario \"NAME\"")
        }
        let location = SourceLocation(line: line, column: keyword.column)
        switch keyword.text {
        case "scenario":
            guard name == nil else { throw StatementFault(column: keyword.column, message: "a file holds one scenario; this is a second scenario statement") }
            name = try reader.string("the scenario's name in double quotes")
            nameLocation = reader.lastLocation
        case "tags":
            try requireBeforeLaunch(keyword)
            tags += try reader.commaSeparatedWords("a tag")
        case "given":
            try requireBeforeLaunch(keyword)
            try given(&reader)
        case "fail" where launch == nil:
            // Before launch, a failure is part of the set-up: the first screen may make its
            // request as it appears.
            _ = try reader.choice(["next"], "next")
            setup.failuresBeforeLaunch.append(try reader.serviceKind())
        case "launch":
            guard launch == nil else { throw StatementFault(column: keyword.column, message: "launch appears once; the app is already launched") }
            let screen = try reader.choice(LaunchScreen.allCases.map(\.rawValue), "the screen to launch")
            launch = (LaunchScreen(rawValue: screen)!, location)
        case "measure" where launch != nil:
            guard measuredFrom == nil else {
                throw StatementFault(column: keyword.column, message: "measure appears once; the measured steps already began")
            }
            measuredFrom = steps.count
        default:
            guard launch != nil else {
                if ScenarioParser.keywords.contains(keyword.text) {
                    throw StatementFault(column: keyword.column, message: "expected launch search | flights before the first step")
                }
                throw unknownStatement(keyword)
            }
            guard steps.count < ScenarioLimits.steps else {
                throw StatementFault(column: keyword.column, message: "expected at most \(ScenarioLimits.steps) steps in a scenario, found step \(steps.count + 1)")
            }
            steps.append(try step(keyword, &reader, location: location))
        }
        try reader.end()
    }

    func finish(lastLine: Int) throws(SourceDiagnostic) -> Scenario {
        guard let name else {
            throw diagnostic(line: 1, column: 1, "expected scenario \"NAME\" as the first statement; the file has none")
        }
        guard let launch else {
            throw diagnostic(line: lastLine, column: 1, "expected a launch search | flights statement; the scenario never launches")
        }
        return Scenario(file: file, suite: suite, text: text, name: name, nameLocation: nameLocation, tags: tags, setup: setup, launch: launch.screen,
                        launchLocation: launch.location, steps: steps, measuredFrom: measuredFrom)
    }

    private func requireBeforeLaunch(_ keyword: (text: String, column: Int)) throws(StatementFault) {
        guard launch == nil else {
            throw StatementFault(column: keyword.column, message: "\(keyword.text) must come before launch")
        }
    }

    /// An unknown keyword, with the statement it most likely meant.
    func unknownStatement(_ keyword: (text: String, column: Int)) -> StatementFault {
        let hint = TokenReader.hint(for: keyword.text, in: ScenarioParser.keywords)
        return StatementFault(column: keyword.column, message: "unknown statement \"\(keyword.text)\"\(hint)")
    }
}
