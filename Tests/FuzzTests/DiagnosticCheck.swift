import Diagnostics

/// What every diagnostic must be, checked against the bytes of the file it names: its line is
/// one of the file's lines as an editor shows them (a UTF-8 byte-order mark at the start is no
/// character, a line ends at LF or CRLF, a byte that is not UTF-8 shows as U+FFFD), its column
/// is on that line or just past its end, and the line it quotes is that line, character for
/// character (of a line of more than 120 characters, the window of 120 around the column, with
/// an ellipsis where it was cut), so the caret stands under the column. Only a character an
/// editor does not show as itself — a control or format character, a line or paragraph
/// separator — may be quoted as another, one column wide all the same, and a mark that begins
/// a character may stand on a dotted circle.
enum DiagnosticCheck {
    /// What is wrong with `diagnostic` as a report on `bytes`; nothing when it is sound.
    static func faults(of diagnostic: SourceDiagnostic, in bytes: [UInt8]) -> [String] {
        let location = diagnostic.location
        let (lineCount, found) = line(location.line, of: bytes)
        guard let line = found else { return ["line \(location.line) is not one of the file's \(lineCount) lines"] }
        var faults = faults(of: location.column, on: line, number: location.line)
        let quoted = diagnostic.lineText
        // Most lines are quoted as they are; comparing them whole is quick, character by
        // character is not, in a debug build and on a line of a million characters.
        guard quoted != line else { return faults }
        let lineCharacters = Array(line), quotedCharacters = Array(quoted)
        let window = window(of: lineCharacters.count, around: location.column)
        let caret = min(max(1, location.column), lineCharacters.count + 1) - window.lowerBound + (window.lowerBound > 0 ? 1 : 0)
        if diagnostic.caretColumn != caret {
            faults.append("the caret stands under column \(diagnostic.caretColumn) of the quote, not \(caret)")
        }
        let expected: [Character?] = (window.lowerBound > 0 ? [nil] : []) + window.map { lineCharacters[$0] }
            + (window.upperBound < lineCharacters.count ? [nil] : [])
        if quotedCharacters.count != expected.count {
            faults.append("the quoted line has \(quotedCharacters.count) characters, its window of line \(location.line) has \(expected.count)")
        } else if let index = expected.indices.first(where: { !isShown(expected[$0], as: quotedCharacters[$0]) }) {
            faults.append(
                "the quoted line differs from line \(location.line) at character \(index + 1) of the quote: "
                    + "\(quotedCharacters[index].debugDescription) for \(expected[index].map(\.debugDescription) ?? "the ellipsis of a cut")"
            )
        }
        return faults
    }

    /// The characters of a line of `count` a diagnostic at `column` quotes, counted from 0:
    /// all of them up to 120; otherwise 120, from 60 before the column, or the last 120.
    private static func window(of count: Int, around column: Int) -> Range<Int> {
        let width = 120
        guard count > width else { return 0..<count }
        let first = max(0, column - 1 - width / 2)
        return first + width <= count ? first..<(first + width) : (count - width)..<count
    }

    /// What is wrong with `location` as a place in the file of `bytes`: a line the file does
    /// not have, or a column past the end of its line and one more.
    static func faults(of location: SourceLocation, in bytes: [UInt8]) -> [String] {
        let (lineCount, found) = line(location.line, of: bytes)
        guard let line = found else { return ["line \(location.line) is not one of the file's \(lineCount) lines"] }
        return faults(of: location.column, on: line, number: location.line)
    }

    /// What is wrong with `column` on `line`: a column past its end and one more.
    private static func faults(of column: Int, on line: String, number: Int) -> [String] {
        guard (1...(line.count + 1)).contains(column) else {
            return ["column \(column) is outside line \(number), which has \(line.count) characters"]
        }
        return []
    }

    /// Line `number` of the file as an editor shows it, without its line ending, if the file
    /// has that line; and how many lines the file has when it has not.
    static func line(_ number: Int, of bytes: [UInt8]) -> (lineCount: Int, line: String?) {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var count = 1
        while count < number, let lineFeed = bytes[start...].firstIndex(of: Byte.lineFeed) {
            start = lineFeed + 1
            count += 1
        }
        guard number >= 1, count == number else { return (1 + bytes.count { $0 == Byte.lineFeed }, nil) }
        var end = bytes[start...].firstIndex(of: Byte.lineFeed) ?? bytes.count
        // A CR is part of the line ending before an LF; at the end of the file it ends no line.
        if end < bytes.count, end > start, bytes[end - 1] == Byte.carriageReturn { end -= 1 }
        return (count, String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// Whether a quoted line may show `character` as `shown`: as itself; as any one sign if it
    /// holds a character that is no visible sign; or on a dotted circle if it is a mark that
    /// begins a character.
    private static func isShown(_ character: Character?, as shown: Character) -> Bool {
        // Where the line was cut, the quote shows an ellipsis.
        guard let character else { return shown == "…" }
        guard character != shown else { return true }
        let invisible = character.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
        return invisible || String(shown) == String(SourceDiagnostic.dottedCircle) + String(character)
    }
}
