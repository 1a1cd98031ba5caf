import Diagnostics

/// The lexical half of ``JSONParser``: reads JSON text one scalar at a time, keeping the line
/// and column, and reads the tokens that hold no other values: strings, numbers and the
/// literals `true`, `false` and `null`.
struct JSONScanner {
    private let scalars: [Unicode.Scalar]
    /// Whether each scalar begins a character: columns count characters, as the caret under
    /// a quoted line does, not scalars (`❤️` or a flag is one column, not two).
    private let startsCharacter: [Bool]
    private var index = 0
    private var line = 1
    private var column = 1

    init(text: String) {
        scalars = Array(text.unicodeScalars)
        // One step a character, marking the scalar each begins with: an order of magnitude
        // quicker in a debug build than a run of marks appended for every character.
        var starts = [Bool](repeating: false, count: scalars.count)
        var contiguous = text
        starts.withUnsafeMutableBufferPointer { starts in
            contiguous.withUTF8 { bytes in
                guard let base = bytes.baseAddress else { return }
                var offset = 0
                var scalarOffset = 0
                while offset < bytes.count {
                    starts[scalarOffset] = true
                    // Two ASCII scalars are two characters unless they are CR LF: an ASCII scalar
                    // but CR before another (or the end) is a whole character, told from the
                    // bytes without the grapheme rules, which cost far more; most JSON is ASCII.
                    if base[offset] < 0x80, base[offset] != 0x0D, offset + 1 == bytes.count || base[offset + 1] < 0x80 {
                        offset += 1
                        scalarOffset += 1
                        continue
                    }
                    let character = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                    let next = text.index(after: character)
                    scalarOffset += text.unicodeScalars.distance(from: character, to: next)
                    offset += text.utf8.distance(from: character, to: next)
                }
            }
        }
        startsCharacter = starts
    }

    // MARK: - Reading

    /// The next scalar, or nil at the end of the text.
    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    /// Where the next scalar stands.
    var here: SourceLocation { SourceLocation(line: line, column: column) }
    /// Whether the whole text has been read.
    var isAtEnd: Bool { index == scalars.count }

    /// Moves past the next scalar.
    mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else if index + 1 == scalars.count || startsCharacter[index + 1] {
            // The last scalar of a character: the next character is one column on.
            column += 1
        }
        index += 1
    }

    /// Moves past spaces, tabs and line breaks (LF or CRLF).
    mutating func skipWhitespace() {
        while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            advance()
        }
    }

    /// A syntax error at the next scalar.
    func error(_ message: String) -> JSONParser.SyntaxError {
        JSONParser.SyntaxError(location: here, message: message)
    }

    /// `"x"`, for messages that quote what they found.
    func describe(_ scalar: Unicode.Scalar) -> String {
        "\"\(Character(scalar))\""
    }

    // MARK: - Tokens

    /// Reads the literal `word`: `true`, `false` or `null`.
    mutating func expectWord(_ word: String) throws(JSONParser.SyntaxError) {
        for expected in word.unicodeScalars {
            guard peek == expected else { throw error("expected \(word)") }
            advance()
        }
    }

    /// Reads a string from its opening quote to its closing one, decoding escapes.
    mutating func string() throws(JSONParser.SyntaxError) -> String {
        advance() // "
        var result = ""
        while true {
            result += plainRun()
            guard let scalar = peek else { throw error("unterminated string") }
            switch scalar {
            case "\"":
                advance()
                return result
            case "\\":
                let escape = here
                advance()
                result.unicodeScalars.append(try escaped(startingAt: escape))
            default:
                // Nothing else ends a plain run: a control character.
                throw error("control characters must be escaped in strings")
            }
        }
    }

    /// Reads a number as RFC 8259 writes it and returns its text, so no digit is lost.
    mutating func number() throws(JSONParser.SyntaxError) -> String {
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
            if let sign = peek, sign == "+" || sign == "-" { text.unicodeScalars.append(sign); advance() }
            let exponent = digits()
            guard !exponent.isEmpty else { throw error("expected a digit in the exponent") }
            text += exponent
        }
        return text
    }

    // MARK: - Private

    /// Moves past the scalars of a string that stand for themselves, up to the next quote,
    /// backslash or control character, and returns them: one run costs an unoptimised build
    /// far less than a step per scalar, and an ASCII run (most are) becomes text byte for byte.
    /// None of them is a line feed, so only the column moves.
    private mutating func plainRun() -> String {
        let start = index, count = scalars.count
        var end = index, columns = 0, isASCII = true
        scalars.withUnsafeBufferPointer { scalars in
            startsCharacter.withUnsafeBufferPointer { startsCharacter in
                while end < count {
                    let value = scalars[end].value
                    if value == 0x22 || value == 0x5C || value < 0x20 { break }
                    if value >= 0x80 { isASCII = false }
                    end += 1
                    // The last scalar of a character: the next character is one column on.
                    if end == count || startsCharacter[end] { columns += 1 }
                }
            }
        }
        index = end
        column += columns
        guard isASCII else { return String(String.UnicodeScalarView(scalars[start..<end])) }
        return scalars.withUnsafeBufferPointer { scalars in
            String(unsafeUninitializedCapacity: end - start) { bytes in
                for offset in 0..<(end - start) { bytes[offset] = UInt8(truncatingIfNeeded: scalars[start + offset].value) }
                return end - start
            }
        }
    }

    private mutating func escaped(startingAt escape: SourceLocation) throws(JSONParser.SyntaxError) -> Unicode.Scalar {
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
            let high = try hex4()
            guard (0xD800...0xDBFF).contains(high) else {
                guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
                return scalar
            }
            guard peek == "\\" else { throw error("expected a low surrogate after a high surrogate") }
            advance()
            guard peek == "u" else { throw error("expected a low surrogate after a high surrogate") }
            advance()
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw error("invalid surrogate pair") }
            return scalar
        default:
            throw JSONParser.SyntaxError(
                location: escape, message: "unknown escape \\\(scalar); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u"
            )
        }
    }

    private mutating func hex4() throws(JSONParser.SyntaxError) -> UInt32 {
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

    private mutating func digits() -> String {
        var text = ""
        while let scalar = peek, ("0"..."9").contains(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        return text
    }
}
