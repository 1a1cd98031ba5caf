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
/// `\"`, `\\`, `\n`, `\t` and `\u{XXXX}`.
enum ScenarioLexer {
    struct Fault: Error {
        let column: Int
        let message: String
    }

    static func tokens(in line: String) throws(Fault) -> [ScenarioToken] {
        let characters = Array(line)
        var tokens: [ScenarioToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\r" {
                index += 1
            } else if character == "#" {
                break
            } else if character == "," {
                tokens.append(ScenarioToken(kind: .comma, column: index + 1, endColumn: index + 2))
                index += 1
            } else if character == "\"" {
                let start = index
                let text = try string(characters, &index)
                tokens.append(ScenarioToken(kind: .string(text), column: start + 1, endColumn: index + 1))
            } else {
                let start = index
                while index < characters.count, !" \t\r#,\"".contains(characters[index]) { index += 1 }
                tokens.append(ScenarioToken(kind: .word(String(characters[start..<index])), column: start + 1, endColumn: index + 1))
            }
        }
        return tokens
    }

    /// The line without its comment.
    static func stripComment(_ line: String) -> String {
        var inString = false, escaped = false
        for (offset, character) in line.enumerated() {
            if escaped { escaped = false; continue }
            switch character {
            case "\\" where inString: escaped = true
            case "\"": inString.toggle()
            case "#" where !inString: return String(line.prefix(offset))
            default: break
            }
        }
        return line
    }

    private static func string(_ characters: [Character], _ index: inout Int) throws(Fault) -> String {
        let open = index
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\"":
                index += 1
                return text
            case "\\":
                index += 1
                guard index < characters.count else { break }
                let escape = characters[index]
                switch escape {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "u": text.append(try unicodeEscape(characters, &index))
                default: throw Fault(column: index, message: "unknown escape \\\(escape); expected \\\", \\\\, \\n, \\t or \\u{XXXX}")
                }
                index += 1
            default:
                text.append(character)
                index += 1
            }
        }
        throw Fault(column: open + 1, message: "unterminated string; expected a closing \"")
    }

    /// Reads `u{XXXX}` with `index` on the `u`, leaving it on the closing brace. Only
    /// hexadecimal digits count: no sign, no spaces, no underscores.
    private static func unicodeEscape(_ characters: [Character], _ index: inout Int) throws(Fault) -> Character {
        let start = index - 1
        guard index + 1 < characters.count, characters[index + 1] == "{" else {
            throw Fault(column: start + 1, message: "expected \\u{XXXX} with hexadecimal digits in braces")
        }
        index += 2
        var value: UInt32 = 0, digits = 0
        while index < characters.count, digits <= 8, let digit = characters[index].hexDigitValue, characters[index].isASCII {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            index += 1
        }
        guard index < characters.count, characters[index] == "}", (1...8).contains(digits), let scalar = Unicode.Scalar(value) else {
            throw Fault(column: start + 1, message: "expected \\u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar")
        }
        return Character(scalar)
    }
}
