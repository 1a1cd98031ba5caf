@testable import ScenarioLanguage

// Reading one line's tokens in a test, and what a failed read said.

/// Where a read failed and what it said.
struct ReadFailure: Equatable, CustomStringConvertible {
    let column: Int
    let message: String

    init(_ column: Int, _ message: String) {
        self.column = column
        self.message = message
    }

    var description: String { "\(column): \(message)" }
}

/// A reader of one line's tokens, on line 4.
func reading(_ line: String) throws -> TokenReader {
    TokenReader(tokens: try ScenarioLexer.tokens(in: line), line: 4)
}

/// The failure of `read` on `line`, or nil when it succeeds.
func failure(_ line: String, _ read: (inout TokenReader) throws -> Void) throws -> ReadFailure? {
    var reader = try reading(line)
    do {
        try read(&reader)
        return nil
    } catch let fault as StatementFault {
        return ReadFailure(fault.column, fault.message)
    }
}
