import Diagnostics

/// Parses JSON (RFC 8259) into ``JSON`` values that carry their line and column.
///
/// Strict where a file is broken: besides the grammar, a member name given twice in one object
/// and arrays and objects nested deeper than ``maximumDepth`` are errors, located where they
/// stand. The open arrays and objects are kept on a stack of the parser's own rather than on
/// the thread's, so no document, however deep, can overflow the thread's stack.
public struct JSONParser {
    /// A syntax error: where, and what was expected.
    public struct SyntaxError: Error, Equatable {
        /// Where the first character that does not fit stands.
        public let location: SourceLocation
        /// What is wrong and what was expected.
        public let message: String
    }

    /// How many arrays and objects may stand one inside another: the outermost is level 1.
    public static let maximumDepth = 512

    /// Parses one JSON document.
    ///
    /// - Throws: ``SyntaxError`` at the first character that does not fit, at the bracket
    ///   that opens level 513, or at the second of two equal member names in one object.
    public static func parse(_ text: String) throws(SyntaxError) -> JSON {
        var parser = JSONParser(scanner: JSONScanner(text: text))
        let value = try parser.value()
        parser.scanner.skipWhitespace()
        guard parser.scanner.isAtEnd else {
            throw parser.scanner.error("expected the end of the document after the value")
        }
        return value
    }

    private var scanner: JSONScanner
    /// The arrays and objects begun and not yet ended, the innermost last.
    private var open: [OpenContainer] = []

    private init(scanner: JSONScanner) {
        self.scanner = scanner
    }

    // MARK: - Values

    /// Reads a whole value, however deep, without recursing.
    private mutating func value() throws(SyntaxError) -> JSON {
        while true {
            guard var value = try beginValue() else { continue }
            // A finished value goes into the container around it, which may finish in turn.
            while !open.isEmpty {
                open[open.count - 1].append(value)
                guard let finished = try continueOrEnd() else { break }
                value = finished
            }
            if open.isEmpty { return value }
        }
    }

    /// Reads a value that holds no others, or an empty array or object; or opens an array or
    /// object and returns nil, ready for its first value.
    private mutating func beginValue() throws(SyntaxError) -> JSON? {
        scanner.skipWhitespace()
        let start = scanner.here
        guard let scalar = scanner.peek else { throw scanner.error("expected a value, found the end of the file") }
        switch scalar {
        case "{", "[":
            guard open.count < Self.maximumDepth else {
                throw scanner.error(
                    "\(scanner.describe(scalar)) is nested deeper than \(Self.maximumDepth) levels; expected at most \(Self.maximumDepth) nested arrays and objects"
                )
            }
            scanner.advance()
            scanner.skipWhitespace()
            if scalar == "[" {
                if scanner.peek == "]" { scanner.advance(); return JSON(value: .array([]), location: start) }
                open.append(OpenContainer(kind: .array, location: start))
            } else {
                if scanner.peek == "}" { scanner.advance(); return JSON(value: .object([]), location: start) }
                open.append(OpenContainer(kind: .object, location: start))
                try memberName()
            }
            return nil
        case "\"": return JSON(value: .string(try scanner.string()), location: start)
        case "-", "0"..."9": return JSON(value: .number(try scanner.number()), location: start)
        case "t": try scanner.expectWord("true"); return JSON(value: .bool(true), location: start)
        case "f": try scanner.expectWord("false"); return JSON(value: .bool(false), location: start)
        case "n": try scanner.expectWord("null"); return JSON(value: .null, location: start)
        default:
            throw scanner.error("expected a value (object, array, string, number, true, false or null), found \(scanner.describe(scalar))")
        }
    }

    /// After a value inside the innermost container: a comma (nil: the next value follows), or
    /// the container's end (the finished container).
    private mutating func continueOrEnd() throws(SyntaxError) -> JSON? {
        scanner.skipWhitespace()
        let container = open[open.count - 1]
        switch (container.kind, scanner.peek) {
        case (_, ","):
            scanner.advance()
            if container.kind == .object { try memberName() }
            return nil
        case (.array, "]"), (.object, "}"):
            scanner.advance()
            return open.removeLast().finished()
        case (.array, _):
            throw scanner.error("expected \",\" or \"]\" after an element")
        case (.object, _):
            throw scanner.error("expected \",\" or \"}\" after a member")
        }
    }

    /// Reads `"name":` in the innermost object.
    private mutating func memberName() throws(SyntaxError) {
        scanner.skipWhitespace()
        guard scanner.peek == "\"" else { throw scanner.error("expected a member name in double quotes") }
        let location = scanner.here
        let key = try scanner.string()
        guard open[open.count - 1].keys.insert(key).inserted else {
            throw SyntaxError(location: location, message: "member \"\(key)\" appears twice in one object")
        }
        scanner.skipWhitespace()
        guard scanner.peek == ":" else { throw scanner.error("expected \":\" after the member name \"\(key)\"") }
        scanner.advance()
        open[open.count - 1].pendingKey = key
    }
}

/// An array or object begun and not yet ended, with what it holds so far.
private struct OpenContainer {
    enum Kind { case array, object }

    let kind: Kind
    let location: SourceLocation
    var elements: [JSON] = []
    var members: [(key: String, value: JSON)] = []
    /// The member names so far, to find one given twice.
    var keys: Set<String> = []
    /// The name read last, whose value comes next.
    var pendingKey = ""

    mutating func append(_ value: JSON) {
        switch kind {
        case .array: elements.append(value)
        case .object: members.append((pendingKey, value))
        }
    }

    func finished() -> JSON {
        switch kind {
        case .array: JSON(value: .array(elements), location: location)
        case .object: JSON(value: .object(members), location: location)
        }
    }
}
