import ArchitectureKit
import Diagnostics
import Domain
import HeadlessUI

/// Parses scenario files. Every error names the line and column and says what was expected
/// there; the first error in a file stops its parse.
///
/// The language: one statement a line, `#` starts a comment outside quotes, strings are
/// double-quoted with `\"`, `\\`, `\n`, `\t` and `\u{XXXX}`, durations are `330ms` or `2s`,
/// an element is `[a-z][a-z0-9.]*`, a row `ID[N]`, a row field `ID[N].title|subtitle|detail|artwork`.
///
///     scenario "NAME"                                   first, once
///     tags WORD, WORD                                   before launch
///     given catalog default | "path.json"               an iTunes Search API response, relative to the scenario
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
    ///   - source: The file's text.
    ///   - file: The file's name as the user knows it, for messages.
    /// - Throws: ``SourceDiagnostic`` at the first fault.
    public static func parse(_ source: String, file: String) throws(SourceDiagnostic) -> Scenario {
        var state = ParseState(file: file, source: source)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            do {
                let tokens = try ScenarioLexer.tokens(in: String(line))
                guard !tokens.isEmpty else { continue }
                try state.statement(tokens, line: number)
            } catch let fault as ScenarioLexer.Fault {
                throw state.diagnostic(line: number, column: fault.column, fault.message)
            } catch let fault as StatementFault {
                throw state.diagnostic(line: number, column: fault.column, fault.message)
            } catch {
                throw state.diagnostic(line: number, column: 1, "\(error)")
            }
        }
        let lastStatement = lines.lastIndex { !ScenarioLexer.stripComment(String($0)).allSatisfy(\.isWhitespace) }
        return try state.finish(lastLine: (lastStatement ?? 0) + 1)
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

private struct ParseState {
    let file: String
    let source: String
    var name: String?
    var tags: [String] = []
    var setup = Setup()
    var launch: (screen: LaunchScreen, location: SourceLocation)?
    var steps: [Step] = []
    var measuredFrom: Int?

    init(file: String, source: String) {
        self.file = file
        self.source = source
    }

    func diagnostic(line: Int, column: Int, _ message: String) -> SourceDiagnostic {
        SourceDiagnostic(file: file, text: source, location: SourceLocation(line: line, column: column), message: message)
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
        return Scenario(file: file, source: source, name: name, tags: tags, setup: setup, launch: launch.screen,
                        launchLocation: launch.location, steps: steps, measuredFrom: measuredFrom)
    }

    // MARK: - Given

    private mutating func given(_ reader: inout TokenReader) throws(StatementFault) {
        let what = try reader.choice(["catalog", "flights", "songs", "latency", "limit", "viewport"], "what is given")
        switch what {
        case "catalog":
            setup.catalog = try fixture(&reader).map { .file($0.path, at: $0.location) } ?? .standard
        case "flights":
            setup.flights = try fixture(&reader).map { .file($0.path, at: $0.location) } ?? .standard
        case "songs":
            let count = try reader.integer("the number of songs", in: 0...1_000_000)
            _ = try reader.choice(["seed"], "seed N")
            let seed = try reader.integer("the seed", in: 0...Int.max)
            setup.catalog = .synthetic(count: count, seed: UInt64(seed))
        case "latency":
            let kind = try reader.serviceKind()
            let duration = try reader.duration()
            if reader.peekWord == "for" {
                let column = reader.nextColumn
                _ = try reader.word("for")
                switch kind {
                case .search: setup.searchLatencyByTerm[try reader.string("the search term in double quotes")] = duration
                case .artwork: setup.artworkLatencyByURLEnding[try reader.string("the end of the artwork URLs in double quotes")] = duration
                case .flights: throw StatementFault(column: column, message: "flights latency cannot be given per request; only search (per term) and artwork (per URL ending)")
                }
            } else {
                switch kind {
                case .search: setup.searchLatency = duration
                case .artwork: setup.artworkLatency = duration
                case .flights: setup.flightsLatency = duration
                }
            }
        case "limit":
            setup.limit = try reader.integer("the result limit", in: 1...200_000)
        default:
            setup.viewport = try reader.integer("the number of visible rows", in: 1...1_000)
        }
    }

    /// `default` (nil) or a quoted path to a fixture file, with where the path stands.
    private func fixture(_ reader: inout TokenReader) throws(StatementFault) -> (path: String, location: SourceLocation)? {
        if let path = try reader.optionalString() { return (path, reader.lastLocation) }
        _ = try reader.choice(["default"], "default or a \"path.json\"")
        return nil
    }

    private func requireBeforeLaunch(_ keyword: (text: String, column: Int)) throws(StatementFault) {
        guard launch == nil else {
            throw StatementFault(column: keyword.column, message: "\(keyword.text) must come before launch")
        }
    }

    // MARK: - Steps

    private func step(_ keyword: (text: String, column: Int), _ reader: inout TokenReader, location: SourceLocation) throws(StatementFault) -> Step {
        // Runtime errors point at the subject (the element, the flight), or at the keyword.
        let subject = reader.isAtEnd ? keyword.column : reader.nextColumn
        let action: Step.Action
        switch keyword.text {
        case "type":
            let element = try reader.identifier()
            let text = try reader.string("the text to type in double quotes")
            var every = Duration.zero
            if reader.peekWord == "every" {
                _ = try reader.word("every")
                every = try reader.duration()
            }
            action = .type(element: element, text: text, every: every)
        case "replace":
            action = .replace(element: try reader.identifier(), text: try reader.string("the new text in double quotes (\"\" clears)"))
        case "tap":
            let target = try reader.elementReference()
            switch (target.row, target.field) {
            case (nil, nil): action = .tap(element: target.id)
            case let (row?, nil): action = .tapRow(element: target.id, row: row)
            default: throw StatementFault(column: subject, message: "expected a button or a row to tap, such as search.results[3]")
            }
        case "scroll":
            action = .scroll(element: try reader.identifier(), row: try reader.integer("the row to scroll to", in: 0...Int.max))
        case "back":
            action = .back
        case "wait":
            action = .wait(try reader.duration())
        case "settle":
            action = .settle
        case "fail":
            _ = try reader.choice(["next"], "next")
            action = .failNext(try reader.serviceKind())
        case "push" where reader.peekWord?.first?.isNumber == true:
            let count = try reader.integer("the number of updates", in: 1...1_000_000)
            _ = try reader.choice(["updates"], "push N updates")
            action = .pushUpdates(count: count)
        case "push":
            let flight = try reader.word("a flight code such as BA287")
            guard flight.text.allSatisfy({ $0.isUppercase || $0.isNumber }), flight.text.count >= 3 else {
                throw StatementFault(column: flight.column, message: "expected a flight code such as BA287, found \"\(flight.text)\"")
            }
            action = .push(flight: flight.text, status: try reader.status())
        case "expect":
            action = .expect(try expectation(&reader))
        default:
            throw unknownStatement(keyword)
        }
        return Step(action: action, location: location, subjectLocation: SourceLocation(line: location.line, column: subject))
    }

    private func expectation(_ reader: inout TokenReader) throws(StatementFault) -> Expectation {
        switch reader.peekWord {
        case "screen":
            _ = try reader.word("screen")
            return .screen(try reader.identifier())
        case "no":
            _ = try reader.word("no")
            return .absent(element: try reader.identifier())
        case "requests":
            _ = try reader.word("requests")
            let kind = try reader.serviceKind()
            return .requests(kind, try reader.integer("the number of requests", in: 0...Int.max))
        default:
            let target = try reader.elementReference()
            if let row = target.row {
                guard let field = target.field else {
                    throw StatementFault(column: reader.lastColumn, message: "expected a row field: \(target.id)[\(row)].title, .subtitle, .detail or .artwork")
                }
                if field == .artwork, reader.peekWord == "none" {
                    _ = try reader.word("none")
                    return .row(element: target.id, row: row, field: field, nil)
                }
                return .row(element: target.id, row: row, field: field, try reader.string("the expected text in double quotes"))
            }
            if reader.peekWord == "count" {
                _ = try reader.word("count")
                return .count(element: target.id, try reader.integer("the expected row count", in: 0...Int.max))
            }
            if reader.peekWord == "none" {
                _ = try reader.word("none")
                return .text(element: target.id, "")
            }
            return .text(element: target.id, try reader.string("the expected text in double quotes, count N, or none"))
        }
    }

    private func unknownStatement(_ keyword: (text: String, column: Int)) -> StatementFault {
        let hint = Spelling.hint(Spelling.suggestions(for: keyword.text, in: ScenarioParser.keywords))
        return StatementFault(column: keyword.column, message: "unknown statement \"\(keyword.text)\"\(hint)")
    }
}
