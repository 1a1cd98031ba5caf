import Domain

/// A token of a scenario line, with the columns it spans as written.
struct ScenarioToken: Equatable {
    enum Kind: Equatable {
        /// A bare word: a keyword, an identifier, a number, a duration, `search.results[3].title`.
        case word(String)
        /// A double-quoted string, escapes resolved.
        case string(String)
        case comma
    }

    let kind: Kind
    let column: Int
    /// The column just past the token's last character as written: a string's closing quote
    /// and escapes count, so `"a\"b"` at column 1 ends at column 7 although its text is 3 long.
    let endColumn: Int

    var word: String? {
        if case let .word(text) = kind { text } else { nil }
    }

    /// How the token reads in a message.
    var shown: String {
        switch kind {
        case let .word(text): "\"\(text)\""
        case .string: "a string"
        case .comma: "\",\""
        }
    }
}

/// Splits one scenario line into tokens: `#` starts a comment outside quotes; strings take
/// `\"`, `\\`, `\n`, `\t` and `\u{XXXX}`. A line holds no ``RefusedCharacter``, comments
/// included.
///
/// The lexer reads the line's UTF-8 bytes, in time proportional to its length: every sign the
/// language gives a meaning to is ASCII, and no byte of a longer character is. Columns are
/// counted in characters, as a reader and a message see them (see ``CharacterColumns``).
enum ScenarioLexer {
    struct Fault: Error {
        let column: Int
        let message: String
    }

    static func tokens(in line: String) throws(Fault) -> [ScenarioToken] {
        try tokens(in: line[...])
    }

    static func tokens(in line: Substring) throws(Fault) -> [ScenarioToken] {
        let bytes = Array(line.utf8)
        var columns = CharacterColumns(line, bytes: bytes)
        if let (offset, refused) = RefusedCharacter.first(in: bytes) {
            throw Fault(column: columns.column(at: offset), message: refused.message)
        }
        var tokens: [ScenarioToken] = []
        var offset = 0
        while offset < bytes.count {
            let start = offset
            switch bytes[offset] {
            case ASCII.space, ASCII.tab:
                offset += 1
                continue
            case ASCII.hash:
                return tokens
            case ASCII.comma:
                offset += 1
                tokens.append(ScenarioToken(kind: .comma, column: columns.column(at: start), endColumn: columns.column(at: offset)))
            case ASCII.quote:
                let column = columns.column(at: start)
                let text = try string(bytes, &offset, opening: column, &columns)
                tokens.append(ScenarioToken(kind: .string(text), column: column, endColumn: columns.column(at: offset)))
            default:
                while offset < bytes.count, !ASCII.endsWord(bytes[offset]) { offset += 1 }
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                tokens.append(ScenarioToken(kind: .word(text), column: columns.column(at: start), endColumn: columns.column(at: offset)))
            }
        }
        return tokens
    }

    /// The line without its comment.
    static func stripComment(_ line: String) -> String {
        var line = line
        let commentStart: Int? = line.withUTF8 { bytes in
            // Indexed through the pointer, which an unoptimised build inlines, rather than
            // enumerated, which costs it calls per byte: every line of every scenario comes here.
            guard let start = bytes.baseAddress else { return nil }
            var inString = false, escaped = false, offset = 0
            while offset < bytes.count {
                let byte = start[offset]
                if escaped {
                    escaped = false
                } else if byte == ASCII.backslash, inString {
                    escaped = true
                } else if byte == ASCII.quote {
                    inString.toggle()
                } else if byte == ASCII.hash, !inString {
                    return offset
                }
                offset += 1
            }
            return nil
        }
        guard let commentStart else { return line }
        return line.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[..<commentStart]), as: UTF8.self) }
    }

    /// Reads a string with `offset` on its opening quote, leaving it just past the closing one.
    private static func string(
        _ bytes: [UInt8], _ offset: inout Int, opening: Int, _ columns: inout CharacterColumns
    ) throws(Fault) -> String {
        var text: [UInt8] = []
        offset += 1
        while offset < bytes.count {
            switch bytes[offset] {
            case ASCII.quote:
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case ASCII.backslash:
                let backslash = offset
                offset += 1
                guard offset < bytes.count else { break }
                switch bytes[offset] {
                case ASCII.quote: text.append(ASCII.quote)
                case ASCII.backslash: text.append(ASCII.backslash)
                case ASCII.n: text.append(ASCII.lineFeed)
                case ASCII.t: text.append(ASCII.tab)
                case ASCII.u:
                    guard let scalar = unicodeEscape(bytes, &offset) else {
                        throw Fault(column: columns.column(at: backslash), message: offset == backslash + 1
                            ? "expected \\u{XXXX} with hexadecimal digits in braces"
                            : "expected \\u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar")
                    }
                    text += Array(String(scalar).utf8)
                default:
                    let escape = columns.character(at: offset)
                    throw Fault(column: columns.column(at: backslash), message: "unknown escape \\\(escape); expected \\\", \\\\, \\n, \\t or \\u{XXXX}")
                }
                offset += 1
            case let byte:
                text.append(byte)
                offset += 1
            }
        }
        throw Fault(column: opening, message: "unterminated string; expected a closing \"")
    }

    /// Reads `u{XXXX}` with `offset` on the `u`, leaving it on the closing brace. Only ASCII
    /// hexadecimal digits count: no sign, no spaces, no underscores. Nil when the escape is
    /// malformed, with `offset` still on the `u` when no brace follows it.
    private static func unicodeEscape(_ bytes: [UInt8], _ offset: inout Int) -> Unicode.Scalar? {
        guard offset + 1 < bytes.count, bytes[offset + 1] == ASCII.openingBrace else { return nil }
        var index = offset + 2
        var value: UInt32 = 0, digits = 0
        while index < bytes.count, digits <= 8, let digit = ASCII.hexadecimalValue(bytes[index]) {
            value = value &* 16 &+ digit
            digits += 1
            index += 1
        }
        offset = index
        guard index < bytes.count, bytes[index] == ASCII.closingBrace, (1...8).contains(digits) else { return nil }
        return Unicode.Scalar(value)
    }
}

/// The bytes of the ASCII signs the language gives a meaning to.
enum ASCII {
    static let tab: UInt8 = 0x09, lineFeed: UInt8 = 0x0A, space: UInt8 = 0x20, quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23, comma: UInt8 = 0x2C, backslash: UInt8 = 0x5C
    static let n: UInt8 = 0x6E, t: UInt8 = 0x74, u: UInt8 = 0x75, openingBrace: UInt8 = 0x7B, closingBrace: UInt8 = 0x7D

    /// Whether `byte` ends a word: a space, a tab, a comment sign, a comma or a quote.
    static func endsWord(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == hash || byte == comma || byte == quote
    }

    /// The value of an ASCII hexadecimal digit.
    static func hexadecimalValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
