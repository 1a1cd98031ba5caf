import Diagnostics
import Foundation

/// A scenario's text cut into lines (SPEC §4): a line ends at LF or at CRLF. A carriage return
/// that is not followed by a line feed ends no line: it stays in its line, where the lexer
/// refuses it (see ``RefusedCharacter``), so it is an error at its own line and column rather
/// than a line silently joined to the next. The text is a file's as ``TextFile`` reads it,
/// without the byte-order mark the file may begin with; a byte-order mark left in the text is
/// one more, refused where it stands like any other.
struct ScenarioText: Sendable {
    /// The text.
    private(set) var text: String
    /// The lines without their line endings. A text that ends with a line ending has an empty
    /// last line.
    private(set) var lines: [Substring]

    init(_ source: String) {
        text = source
        lines = Self.lines(of: text)
    }

    /// Adds `line` and a line feed at the end of a text that ends with a line ending (or is
    /// empty), without cutting the whole text again: a scenario typed one line at a time.
    mutating func append(line: String) {
        text += line + "\n"
        lines.removeLast()
        lines.append(Substring(line))
        lines.append("")
    }

    /// The statement on a line, as written, without its comment, its surrounding whitespace
    /// and its line ending; empty for a line the text does not have.
    func statement(line: Int) -> String {
        guard lines.indices.contains(line - 1) else { return "" }
        let statement = ScenarioLexer.stripComment(String(lines[line - 1]))
        return Self.trimmingASCIISpaces(statement) ?? statement.trimmingCharacters(in: .whitespaces)
    }

    /// For a statement all ASCII, the text without the spaces and tabs around it (all that
    /// Foundation's `.whitespaces` holds in ASCII); nil for any other text, which Foundation trims.
    private static func trimmingASCIISpaces(_ text: String) -> String? {
        guard let bounds = ASCIISpaces.trimmedBounds(of: text) else { return nil }
        var text = text
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[bounds]), as: UTF8.self) }
    }

    /// A diagnostic at `location`, quoting its line the way ``quoted(_:)`` shows it.
    func diagnostic(file: String, at location: SourceLocation, _ message: String) -> SourceDiagnostic {
        let line = lines.indices.contains(location.line - 1) ? Self.quoted(lines[location.line - 1]) : ""
        return SourceDiagnostic(file: file, location: location, lineText: line, message: message)
    }

    /// A line as a message quotes it, one visible character a column, so that the caret
    /// stands under the fault: a tab as a space, a refused character as its
    /// ``RefusedCharacter/picture``, a mark that followed either on a dotted circle and one
    /// that came before either as U+FFFD, as it would join the sign shown in their place (see
    /// ``SourceDiagnostic/joinsTheSignBefore(_:)`` and ``SourceDiagnostic/joinsTheSignAfter(_:)``).
    static func quoted(_ line: Substring) -> String {
        let bytes = Array(line.utf8)
        var quoted: [UInt8] = []
        quoted.reserveCapacity(bytes.count)
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x09 {
                replaceJoinerAtTheEnd(of: &quoted)
                quoted.append(0x20)
                offset += 1
            } else if RefusedCharacter.mayBegin(byte), let refused = RefusedCharacter(at: offset, in: bytes) {
                replaceJoinerAtTheEnd(of: &quoted)
                let picture = refused.pictureBytes
                quoted.append(picture.0)
                quoted.append(picture.1)
                quoted.append(picture.2)
                offset += refused.length
            } else {
                quoted.append(byte)
                offset += 1
                continue
            }
            if joinsTheSignBefore(bytes, at: offset) { quoted += dottedCircleBytes }
        }
        return String(decoding: quoted, as: UTF8.self)
    }

    /// Whether the character whose first byte is `bytes[offset]` would join the sign before it.
    private static func joinsTheSignBefore(_ bytes: [UInt8], at offset: Int) -> Bool {
        // U+0300, where the combining marks begin, is 0xCC 0x80; every byte of ASCII is lower.
        guard offset < bytes.count, bytes[offset] >= 0xCC else { return false }
        let next = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
        return next.unicodeScalars.first.map(SourceDiagnostic.joinsTheSignBefore) ?? false
    }

    /// Puts U+FFFD in place of the marks at the end of `quoted` that would join the sign
    /// about to follow them (see ``SourceDiagnostic/joinsTheSignAfter(_:)``).
    private static func replaceJoinerAtTheEnd(of quoted: inout [UInt8]) {
        var end = quoted.count
        // Every such mark is past ASCII; a line of tabs or NULs never looks further.
        while end > 0, quoted[end - 1] >= 0x80 {
            var start = end - 1
            while start > 0, quoted[start] & 0xC0 == 0x80 { start -= 1 }
            let scalar = String(decoding: quoted[start..<end], as: UTF8.self).unicodeScalars.first
            guard let scalar, SourceDiagnostic.joinsTheSignAfter(scalar) else { break }
            end = start
        }
        guard end < quoted.count else { return }
        quoted.replaceSubrange(end..., with: replacementCharacterBytes)
    }

    private static let dottedCircleBytes = Array(String(SourceDiagnostic.dottedCircle).utf8)
    private static let replacementCharacterBytes = Array(String(SourceDiagnostic.replacementCharacter).utf8)

    /// The lines of `text`, found by their LF bytes; a CR byte just before an LF belongs to
    /// the line ending. (In Swift "\r\n" is one Character, so splitting the Characters at
    /// "\n" alone would leave a CRLF file one line.)
    private static func lines(of text: String) -> [Substring] {
        var text = text
        // The byte offsets where each line ends and the next begins, found through the
        // pointer, which an unoptimised build inlines, rather than by searching the view.
        let bounds: [(end: Int, next: Int)] = text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return [] }
            var bounds: [(end: Int, next: Int)] = []
            var offset = 0
            while offset < bytes.count {
                if start[offset] == 0x0A {
                    let crlf = offset > 0 && start[offset - 1] == 0x0D && (bounds.last?.next ?? 0) < offset
                    bounds.append((crlf ? offset - 1 : offset, offset + 1))
                }
                offset += 1
            }
            return bounds
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(bounds.count + 1)
        var lineStart = utf8.startIndex
        for bound in bounds {
            lines.append(text[lineStart..<utf8.index(utf8.startIndex, offsetBy: bound.end)])
            lineStart = utf8.index(utf8.startIndex, offsetBy: bound.next)
        }
        lines.append(text[lineStart...])
        return lines
    }
}
