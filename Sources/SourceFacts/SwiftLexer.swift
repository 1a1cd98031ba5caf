/// Splits Swift source into ``Token``s, as the compiler would: nested block comments, line
/// and doc comments, string literals with interpolation (the code inside `\( )` is lexed as
/// code), multi-line strings, raw strings (`#"…"#`), backticked names, operators, attributes
/// and directives (`#if`).
///
/// It works on UTF-8 bytes: every character that matters to the lexer is ASCII.
public struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var tokens: [Token] = []
    private var sawSpace = false

    /// The tokens of `source`, in order.
    public static func tokens(of source: String) -> [Token] {
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        lexer.lex(depth: 0, untilCloseParen: false)
        return lexer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Code

    /// Lexes code until the end, or (inside an interpolation) until the `)` that closes it.
    private mutating func lex(depth: Int, untilCloseParen: Bool) {
        var parens = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1; index += 1; sawSpace = true
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1; sawSpace = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                sawSpace = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                string(hashes: 0, depth: depth)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    string(hashes: hashes, depth: depth)
                } else {
                    word(kind: .directive, skipping: 1, depth: depth)
                }
            case UInt8(ascii: "@"):
                word(kind: .attribute, skipping: 1, depth: depth)
            case UInt8(ascii: "`"):
                let opening = index, start = index + 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
                index = min(end + 1, bytes.count)
                emit(.identifier, String(decoding: bytes[start..<end], as: UTF8.self), from: opening, depth: depth, backticked: true)
            case _ where Self.isIdentifierStart(byte):
                word(kind: .identifier, skipping: 0, depth: depth)
            case _ where Self.isDigit(byte):
                let start = index
                while index < bytes.count, Self.isIdentifierPart(bytes[index]) || (bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count && Self.isDigit(bytes[index + 1])) {
                    index += 1
                }
                emit(.number, String(decoding: bytes[start..<index], as: UTF8.self), from: start, depth: depth)
            case UInt8(ascii: "("):
                parens += 1
                punctuation(1, depth: depth)
            case UInt8(ascii: ")"):
                if untilCloseParen, parens == 0 {
                    index += 1
                    return
                }
                parens -= 1
                punctuation(1, depth: depth)
            case _ where Self.isOperator(byte):
                // A dot starts an operator only when followed by another dot (`...`, `..<`).
                if byte == UInt8(ascii: "."), peek(1) != UInt8(ascii: ".") {
                    punctuation(1, depth: depth)
                    continue
                }
                var length = 1
                while let next = peek(length), Self.isOperator(next), next != UInt8(ascii: ".") || byte == UInt8(ascii: "."),
                      !(next == UInt8(ascii: "/") && (peek(length + 1) == UInt8(ascii: "/") || peek(length + 1) == UInt8(ascii: "*"))) {
                    length += 1
                }
                punctuation(length, depth: depth)
            default:
                punctuation(1, depth: depth)
            }
        }
    }

    private mutating func blockComment() {
        var nesting = 0
        repeat {
            if peek(0) == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1; index += 2
            } else if peek(0) == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1; index += 2
            } else {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        } while nesting > 0 && index < bytes.count
        sawSpace = true
    }

    private mutating func word(kind: Token.Kind, skipping prefix: Int, depth: Int) {
        let start = index
        index += prefix
        while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
        emit(kind, String(decoding: bytes[start..<index], as: UTF8.self), from: start, depth: depth)
    }

    private mutating func punctuation(_ length: Int, depth: Int) {
        let start = index, end = min(index + length, bytes.count)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        index = end
        emit(.punctuation, text, from: start, depth: depth)
    }

    /// Adds the token that starts at byte `start` and ends where the lexer now stands.
    private mutating func emit(_ kind: Token.Kind, _ text: String, from start: Int, depth: Int, backticked: Bool = false) {
        tokens.append(Token(kind: kind, text: text, line: line, endLine: line, spaceBefore: sawSpace, interpolationDepth: depth,
                            isBackticked: backticked, offset: start, endOffset: index, column: column(of: start)))
        sawSpace = false
    }

    /// The 1-based column of byte `offset`, counted in UTF-8 bytes from the start of its line.
    private func column(of offset: Int) -> Int {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        return offset - lineStart + 1
    }

    // MARK: - Strings

    /// Lexes a string literal starting at `index` (after `hashes` `#`s): `"…"`, `"""…"""`,
    /// `#"…"#`. Its interpolations (`\(…)`, or `\#(…)` in a raw string) are lexed as code,
    /// their tokens placed after the string's own token.
    private mutating func string(hashes: Int, depth: Int) {
        let start = index, startLine = line, space = sawSpace
        index += hashes
        let multiLine = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiLine ? 3 : 1
        index += quotes
        let stringIndex = tokens.count
        tokens.append(Token(kind: .string, text: "", line: startLine, spaceBefore: space, interpolationDepth: depth, offset: start))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    sawSpace = false
                    lex(depth: depth + 1, untilCloseParen: true)
                } else if index < bytes.count {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") && (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") })
                && (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") }) {
                index += quotes + hashes
                break
            }
            if byte == 0x0A {
                line += 1
                if !multiLine { break }
            }
            index += 1
        }
        let text = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
        tokens[stringIndex] = Token(kind: .string, text: text, line: startLine, endLine: line, spaceBefore: space, interpolationDepth: depth,
                                    offset: start, endOffset: min(index, bytes.count), column: column(of: start))
        sawSpace = false
    }

    // MARK: - Characters

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80 || byte == UInt8(ascii: "$")
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }
}
