/// A place in a text file: line and column, both counted from 1, columns in characters.
public struct SourceLocation: Equatable, Hashable, Sendable, Comparable, Codable {
    /// The line, counted from 1.
    public let line: Int
    /// The column, counted from 1 in characters (a tab, an emoji or a flag is one column).
    public let column: Int

    /// A place at `line` and `column`, both counted from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// File order: by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// An error in a file a user wrote — a scenario or a fixture — with where it is and what
/// was expected there. Rendered the way compilers do:
///
///     Scenarios/search/typing.scenario:4:6: error: expected a duration such as 330ms
///         wait 330
///              ^
public struct SourceDiagnostic: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// Where the fault is.
    public let location: SourceLocation
    /// The line the fault is on, as it is shown: without its line ending, with tabs and
    /// other control characters as single spaces, a mark that begins a character on a dotted
    /// circle and a mark that would join such a space as U+FFFD, so the caret stays under its
    /// column. A line longer than ``quoteWidth`` characters is cut to that many around the
    /// fault, with "…" where it was cut (see ``QuoteWindow``).
    public let lineText: String
    /// The column of ``lineText`` the caret stands under: the fault's, counted in the window
    /// shown, or just past the last character when the fault is past the end of the line.
    public let caretColumn: Int
    /// What is wrong and what was expected.
    public let message: String

    /// The most characters of a line a diagnostic quotes, the ellipses aside.
    public static let quoteWidth = QuoteWindow.width

    /// Makes a diagnostic from a line already taken out of its file.
    ///
    /// - Parameters:
    ///   - file: The file as the user named it.
    ///   - location: Where the fault is.
    ///   - lineText: The line the fault is on; a trailing line ending is dropped, tabs and
    ///     other control characters are shown as spaces, a character that would join the one
    ///     shown before it on a dotted circle (see ``joinsTheSignBefore(_:)``), one that would
    ///     join the space after it as U+FFFD (see ``joinsTheSignAfter(_:)``).
    ///   - message: What is wrong and what was expected.
    public init(file: String, location: SourceLocation, lineText: String, message: String) {
        self.init(file: file, location: location, lineWithoutEnding: lineText.droppingLineEnding(), message: message)
    }

    /// Makes a diagnostic from a line cut from its file without its line ending, so that a
    /// carriage return left at its end is a character of the line, as one that ends the file
    /// is: it ends no line.
    init(file: String, location: SourceLocation, lineWithoutEnding line: Substring, message: String) {
        let window = QuoteWindow(line, column: location.column)
        var shown = line[window.characters].shownInColumns()
        if window.isCutAfter, let last = shown.unicodeScalars.last, Self.joinsTheSignAfter(last) {
            shown.unicodeScalars.removeLast()
            shown.unicodeScalars.append(Self.replacementCharacter)
        }
        self.file = file
        self.location = location
        self.lineText = (window.isCutBefore ? "…" : "") + shown + (window.isCutAfter ? "…" : "")
        self.caretColumn = window.caretColumn
        self.message = message
    }

    /// Makes a diagnostic for a place in `text`, quoting its line.
    ///
    /// - Parameters:
    ///   - file: The file as the user named it.
    ///   - text: The whole file; lines end with LF or CRLF.
    ///   - location: Where the fault is; a line past the end quotes an empty line.
    ///   - message: What is wrong and what was expected.
    public init(file: String, text: String, location: SourceLocation, message: String) {
        // The line is found by its LF bytes, with no need to cut every line: in Swift "\r\n"
        // is one Character, so only the bytes show where a line of a CRLF file ends.
        let utf8 = text.utf8
        var start = utf8.startIndex
        var number = 1
        while number < location.line, let lineFeed = utf8[start...].firstIndex(of: 0x0A) {
            start = utf8.index(after: lineFeed)
            number += 1
        }
        var end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
        if end != utf8.endIndex, end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
        // A copy of its own, so the line begins where Swift knows a character begins.
        let line = number == location.line ? Substring(String(text[start..<end])) : ""
        self.init(file: file, location: location, lineWithoutEnding: line, message: message)
    }

    /// Whether a character that begins with `scalar` would join the sign a quoted line shows
    /// before it: a combining mark, an emoji modifier or a joiner does, when it begins a
    /// character at all, that is at the start of a line or after a control character. Shown
    /// after the space that stands for a control character, or after the indentation, it
    /// would make two columns one; on U+25CC DOTTED CIRCLE, as Unicode shows a mark alone,
    /// it keeps its own. None is below U+0300, where the combining marks begin.
    public static func joinsTheSignBefore(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        var pair = " "
        pair.unicodeScalars.append(scalar)
        return pair.count == 1
    }

    /// U+25CC DOTTED CIRCLE, the sign a mark that begins a character is shown on.
    public static let dottedCircle: Unicode.Scalar = "\u{25CC}"

    /// Whether a character that ends with `scalar` would join the sign a quoted line shows
    /// after it: a prepended concatenation mark such as U+0600 ARABIC NUMBER SIGN joins
    /// anything that follows it but a control character. Before the space shown for a control
    /// character it would make two columns one, so it is shown as ``replacementCharacter``.
    /// None is below U+0600.
    public static func joinsTheSignAfter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x600 else { return false }
        var pair = String(scalar)
        pair.append(" ")
        return pair.count == 1
    }

    /// U+FFFD, shown for a character that would join the sign after it.
    public static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    /// `file:line:column: error: message`, then the line indented by four spaces, then a
    /// caret under the column. The caret never leaves the line: a column past its end puts
    /// the caret just after the last character.
    public var description: String {
        let caretPadding = String(repeating: " ", count: caretColumn - 1)
        return """
            \(file):\(location.line):\(location.column): error: \(message)
                \(lineText)
                \(caretPadding)^
            """
    }
}

extension String {
    /// The line without a line ending left on it, which is no column of it.
    fileprivate func droppingLineEnding() -> Substring {
        var line = Substring(self)
        while let last = line.last, last == "\n" || last == "\r\n" || last == "\r" {
            line = line.dropLast()
        }
        return line
    }
}

extension Substring {
    /// The line as a terminal should show it under the header: each control character
    /// becomes one space, as each counts as one column, a character that would join the sign
    /// before it stands on a dotted circle, and one that would join that space is U+FFFD, so
    /// the caret stays in place.
    fileprivate func shownInColumns() -> String {
        // Most lines hold no control character: C0 controls and DEL are single bytes, the C1
        // controls begin with 0xC2. Then only a mark that begins the line needs the circle, and
        // the rest is shown as it is, without a step a character.
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else {
            guard let first = unicodeScalars.first, SourceDiagnostic.joinsTheSignBefore(first) else { return String(self) }
            return String(SourceDiagnostic.dottedCircle) + self
        }
        var shown = ""
        for character in self {
            if character.isControl {
                if let last = shown.unicodeScalars.last, SourceDiagnostic.joinsTheSignAfter(last) {
                    shown.removeLast()
                    shown.unicodeScalars.append(SourceDiagnostic.replacementCharacter)
                }
                shown.append(" ")
            } else if let first = character.unicodeScalars.first, SourceDiagnostic.joinsTheSignBefore(first) {
                shown.unicodeScalars.append(SourceDiagnostic.dottedCircle)
                shown.append(character)
            } else {
                shown.append(character)
            }
        }
        return shown
    }
}

extension Character {
    /// Tab, carriage return, NUL and the other C0 and C1 controls, which a terminal would
    /// not show as one column.
    fileprivate var isControl: Bool {
        if let ascii = asciiValue { return ascii < 0x20 || ascii == 0x7F }
        return unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
