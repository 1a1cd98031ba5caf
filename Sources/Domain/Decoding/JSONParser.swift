import Diagnostics

/// Parses JSON (RFC 8259) into ``JSON`` values that carry their line and column.
public struct JSONParser {
    /// A syntax error: where, and what was expected.
    public struct SyntaxError: Error, Equatable {
        public let location: SourceLocation
        public let message: String
    }

    private let scalars: [Unicode.Scalar]
    /// Whether each scalar begins a character: columns count characters, as the caret under
    /// a quoted line does, not scalars (`❤️` or a flag is one column, not two).
    private let startsCharacter: [Bool]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses one JSON document.
    ///
    /// - Throws: ``SyntaxError`` at the first character that does not fit.
    public static func parse(_ text: String) throws(SyntaxError) -> JSON {
        var parser = JSONParser(text: text)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.scalars.count else {
            throw parser.error("expected the end of the document after the value")
        }
        return value
    }

    private init(text: String) {
        scalars = Array(text.unicodeScalars)
        var starts: [Bool] = []
        starts.reserveCapacity(scalars.count)
        for character in text {
            starts.append(true)
            starts.append(contentsOf: repeatElement(false, count: character.unicodeScalars.count - 1))
        }
        startsCharacter = starts
    }

    // MARK: - Values

    private mutating func parseValue() throws(SyntaxError) -> JSON {
        let start = here
        guard let scalar = peek else { throw error("expected a value, found the end of the file") }
        switch scalar {
        case "{": return JSON(value: try parseObject(), location: start)
        case "[": return JSON(value: try parseArray(), location: start)
        case "\"": return JSON(value: .string(try parseString()), location: start)
        case "-", "0"..."9": return JSON(value: .number(try parseNumber()), location: start)
        case "t": try expectWord("true"); return JSON(value: .bool(true), location: start)
        case "f": try expectWord("false"); return JSON(value: .bool(false), location: start)
        case "n": try expectWord("null"); return JSON(value: .null, location: start)
        default: throw error("expected a value (object, array, string, number, true, false or null), found \(describe(scalar))")
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSON.Value {
        advance() // {
        var members: [(key: String, value: JSON)] = []
        skipWhitespace()
        if peek == "}" { advance(); return .object(members) }
        while true {
            skipWhitespace()
            guard peek == "\"" else { throw error("expected a member name in double quotes") }
            let key = try parseString()
            skipWhitespace()
            guard peek == ":" else { throw error("expected \":\" after the member name \"\(key)\"") }
            advance()
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch peek {
            case ",": advance()
            case "}": advance(); return .object(members)
            default: throw error("expected \",\" or \"}\" after a member")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSON.Value {
        advance() // [
        var elements: [JSON] = []
        skipWhitespace()
        if peek == "]" { advance(); return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek {
            case ",": advance()
            case "]": advance(); return .array(elements)
            default: throw error("expected \",\" or \"]\" after an element")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        advance() // "
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw error("unterminated string") }
            switch scalar {
            case "\"":
                advance()
                return String(result)
            case "\\":
                let escape = here
                advance()
                result.append(try parseEscape(startingAt: escape))
            case _ where scalar.value < 0x20:
                throw error("control characters must be escaped in strings")
            default:
                advance()
                result.append(scalar)
            }
        }
    }

    private mutating func parseEscape(startingAt escape: SourceLocation) throws(SyntaxError) -> Unicode.Scalar {
        guard let scalar = peek else { throw error("unterminated escape") }
        advance()
        switch scalar {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let high = try parseHex4()
            guard (0xD800...0xDBFF).contains(high) else {
                guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
                return scalar
            }
            guard peek == "\\" else { throw error("expected a low surrogate after a high surrogate") }
            advance()
            guard peek == "u" else { throw error("expected a low surrogate after a high surrogate") }
            advance()
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw error("invalid surrogate pair") }
            return scalar
        default:
            throw SyntaxError(location: escape, message: "unknown escape \\\(scalar); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, let digit = UInt32(String(scalar), radix: 16) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            advance()
            value = value * 16 + digit
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> String {
        var text = ""
        if peek == "-" { text.unicodeScalars.append("-"); advance() }
        guard let first = peek, ("0"..."9").contains(first) else { throw error("expected a digit") }
        if first == "0" {
            text += "0"; advance()
        } else {
            text += digits()
        }
        if peek == "." {
            text += "."; advance()
            let fraction = digits()
            guard !fraction.isEmpty else { throw error("expected a digit after the decimal point") }
            text += fraction
        }
        if peek == "e" || peek == "E" {
            text += "e"; advance()
            if peek == "+" || peek == "-" { text.unicodeScalars.append(peek!); advance() }
            let exponent = digits()
            guard !exponent.isEmpty else { throw error("expected a digit in the exponent") }
            text += exponent
        }
        return text
    }

    private mutating func digits() -> String {
        var text = ""
        while let scalar = peek, ("0"..."9").contains(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        return text
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        for expected in word.unicodeScalars {
            guard peek == expected else { throw error("expected \(word)") }
            advance()
        }
    }

    // MARK: - Reading

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else if index + 1 == scalars.count || startsCharacter[index + 1] {
            // The last scalar of a character: the next character is one column on.
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            advance()
        }
    }

    private func describe(_ scalar: Unicode.Scalar) -> String {
        "\"\(Character(scalar))\""
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(location: here, message: message)
    }
}
