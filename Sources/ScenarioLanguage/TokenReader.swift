import Diagnostics
import Domain
import HeadlessUI

/// Reads the tokens of one statement in order, failing with the column of the token at fault
/// and what was expected there.
struct TokenReader {
    private let tokens: [ScenarioToken]
    private let line: Int
    private var index = 0
    private let endColumn: Int

    init(tokens: [ScenarioToken], line: Int) {
        self.tokens = tokens
        self.line = line
        endColumn = tokens.last?.endColumn ?? 1
    }

    /// The column of the next token, or just past the end of the statement.
    var nextColumn: Int { index < tokens.count ? tokens[index].column : endColumn }
    /// The column of the token read last.
    var lastColumn: Int { index > 0 ? tokens[index - 1].column : 1 }
    /// Where the token read last stands.
    var lastLocation: SourceLocation { SourceLocation(line: line, column: lastColumn) }
    /// Whether every token has been read.
    var isAtEnd: Bool { index >= tokens.count }
    /// The next token if it is a word, without reading it.
    var peekWord: String? { index < tokens.count ? tokens[index].word : nil }

    mutating func word(_ expected: String) throws(StatementFault) -> (text: String, column: Int) {
        guard index < tokens.count else { throw missing(expected) }
        let token = tokens[index]
        guard let text = token.word else { throw StatementFault(column: token.column, message: "expected \(expected), found \(token.shown)") }
        index += 1
        return (text, token.column)
    }

    mutating func string(_ expected: String) throws(StatementFault) -> String {
        guard index < tokens.count else { throw missing(expected) }
        let token = tokens[index]
        guard case let .string(text) = token.kind else {
            throw StatementFault(column: token.column, message: "expected \(expected), found \(token.shown)")
        }
        index += 1
        return text
    }

    mutating func optionalString() throws(StatementFault) -> String? {
        guard index < tokens.count, case .string = tokens[index].kind else { return nil }
        return try string("a string")
    }

    /// One of `options`, with a "did you mean" for a near miss.
    mutating func choice(_ options: [String], _ expected: String) throws(StatementFault) -> String {
        let described = options.count == 1 ? options[0] : options.joined(separator: " | ")
        let found = try word("\(expected): \(described)")
        guard options.contains(found.text) else {
            throw StatementFault(column: found.column, message: "expected \(expected) (\(described)), found \"\(found.text)\"\(Self.hint(for: found.text, in: options))")
        }
        return found.text
    }

    /// A whole number written with the digits 0 to 9 only, inside `range`.
    mutating func integer(_ expected: String, in range: ClosedRange<Int>) throws(StatementFault) -> Int {
        let found = try word(expected)
        guard Self.isDigits(found.text[...]) else {
            throw StatementFault(column: found.column, message: "expected \(expected) as a whole number, found \"\(found.text)\"")
        }
        // Digits too many for an Int are out of range too.
        guard let value = Int(found.text), range.contains(value) else {
            throw StatementFault(column: found.column, message: "expected \(expected) from \(range.lowerBound) to \(range.upperBound), found \(found.text)")
        }
        return value
    }

    /// The longest duration a scenario may write, in milliseconds: a day of virtual time.
    static let longestDurationMilliseconds: Int64 = 86_400_000

    /// `330ms` or `2s`, from `0ms` to a day (`86400s`), however it is written.
    mutating func duration() throws(StatementFault) -> Duration {
        let found = try word("a duration such as 330ms or 2s")
        let text = found.text
        let (digits, millisecondsPerUnit): (Substring, Int64) = text.hasSuffix("ms")
            ? (text.dropLast(2), 1) : text.hasSuffix("s") ? (text.dropLast(), 1000) : ("", 0)
        guard millisecondsPerUnit > 0, Self.isDigits(digits) else {
            throw StatementFault(column: found.column, message: "expected a duration such as 330ms or 2s, found \"\(text)\"")
        }
        guard let value = Int64(digits), value <= Self.longestDurationMilliseconds / millisecondsPerUnit else {
            let seconds = Self.longestDurationMilliseconds / 1000
            throw StatementFault(column: found.column, message: "expected a duration from 0ms to \(seconds)s (\(seconds / 3600) hours), found \"\(text)\"")
        }
        return .milliseconds(value * millisecondsPerUnit)
    }

    mutating func serviceKind() throws(StatementFault) -> ServiceKind {
        ServiceKind(rawValue: try choice(ServiceKind.allCases.map(\.rawValue), "a service"))!
    }

    /// `on-time`, `delayed 25`, `boarding`, `departed`, `landed`, `cancelled`.
    mutating func status() throws(StatementFault) -> FlightStatus {
        let keyword = try choice(FlightStatus.keywords, "a flight status")
        guard keyword == "delayed" else { return FlightStatus(keyword: keyword)! }
        let minutes = try integer("the delay in minutes", in: FlightStatus.delayRange)
        return .delayed(minutes: minutes)
    }

    /// An element identifier: `[a-z][a-z0-9.]*`.
    mutating func identifier() throws(StatementFault) -> String {
        let found = try word("an element identifier such as search.term")
        guard Self.isIdentifier(found.text) else {
            throw StatementFault(column: found.column, message: "expected an element identifier ([a-z][a-z0-9.]*), found \"\(found.text)\"")
        }
        return found.text
    }

    /// `ID`, `ID[N]` or `ID[N].field`.
    mutating func elementReference() throws(StatementFault) -> (id: String, row: Int?, field: RowField?) {
        let found = try word("an element such as search.status or search.results[0].title")
        let text = found.text
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "[")) else {
            guard Self.isIdentifier(text) else {
                throw StatementFault(column: found.column, message: "expected an element identifier ([a-z][a-z0-9.]*), found \"\(text)\"")
            }
            return (text, nil, nil)
        }
        let id = String(text[..<open])
        guard Self.isIdentifier(id), let close = text.utf8.firstIndex(of: UInt8(ascii: "]")), close > open,
              case let digits = text[text.utf8.index(after: open)..<close], Self.isDigits(digits)
        else {
            throw StatementFault(column: found.column, message: "expected a row such as search.results[3], found \"\(text)\"")
        }
        guard let row = Int(digits) else {
            let column = found.column + text.distance(from: text.startIndex, to: open) + 1
            throw StatementFault(column: column, message: "expected a row from 0 to \(Int.max), found \(digits)")
        }
        let rest = text[text.utf8.index(after: close)...]
        guard !rest.isEmpty else { return (id, row, nil) }
        guard rest.first == ".", let field = RowField(rawValue: String(rest.dropFirst())) else {
            let offset = text.distance(from: text.startIndex, to: close) + 1
            throw StatementFault(column: found.column + offset, message: "expected a row field .title, .subtitle, .detail or .artwork, found \"\(rest)\"")
        }
        return (id, row, field)
    }

    /// Comma-separated words: `search, debounce`.
    mutating func commaSeparatedWords(_ expected: String) throws(StatementFault) -> [String] {
        var words = [try word(expected).text]
        while index < tokens.count, tokens[index].kind == .comma {
            index += 1
            words.append(try word(expected).text)
        }
        return words
    }

    /// Fails if anything is left on the line.
    func end() throws(StatementFault) {
        guard index < tokens.count else { return }
        let token = tokens[index]
        throw StatementFault(column: token.column, message: "expected the end of the statement, found \(token.shown)")
    }

    /// `[a-z][a-z0-9.]*`, checked byte by byte: an identifier is ASCII.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= 0x61, first <= 0x7A else { return false }
        return text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }
    }

    /// One or more of the digits 0 to 9: no sign, no digit of another script.
    static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// The "did you mean" hint for `word` among `options`. A word more than twice as long as
    /// the longest option is no typo of one (``Spelling`` allows a third of the word's length
    /// in edits), so it is not compared letter by letter, however long it is.
    static func hint(for word: String, in options: [String]) -> String {
        let longest = options.map(\.count).max() ?? 0
        guard word.count <= 2 * longest + 2 else { return "" }
        return Spelling.hint(Spelling.suggestions(for: word, in: options))
    }

    private func missing(_ expected: String) -> StatementFault {
        StatementFault(column: endColumn, message: "expected \(expected), found the end of the line")
    }
}
