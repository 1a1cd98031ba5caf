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
    /// The whole line the fault is on, as it is shown: without its line ending, with tabs and
    /// other control characters as single spaces and a mark that begins a character on a
    /// dotted circle, so the caret stays under its column.
    public let lineText: String
    /// What is wrong and what was expected.
    public let message: String

    /// Makes a diagnostic from a line already taken out of its file.
    ///
    /// - Parameters:
    ///   - file: The file as the user named it.
    ///   - location: Where the fault is.
    ///   - lineText: The line the fault is on; a trailing line ending is dropped, tabs and
    ///     other control characters are shown as spaces, a character that would join the one
    ///     shown before it on a dotted circle (see ``joinsTheSignBefore(_:)``).
    ///   - message: What is wrong and what was expected.
    public init(file: String, location: SourceLocation, lineText: String, message: String) {
        self.file = file
        self.location = location
        self.lineText = lineText.shownOnOneLine()
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
        // In Swift "\r\n" is one Character, so splitting on "\n" alone would never split
        // a file with Windows line endings.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        let line = lines.indices.contains(location.line - 1) ? String(lines[location.line - 1]) : ""
        self.init(file: file, location: location, lineText: line, message: message)
    }

    /// Whether a character that begins with `scalar` would join the sign a quoted line shows
    /// before it: a combining mark, an emoji modifier or a joiner does, when it begins a
    /// character at all, that is at the start of a line or after a control character. Shown
    /// after the space that stands for a control character, or after the indentation, it
    /// would make two columns one; on U+25CC DOTTED CIRCLE, as Unicode shows a mark alone,
    /// it keeps its own.
    /// None is below U+0300, where the combining marks begin.
    public static func joinsTheSignBefore(_ scalar: Unicode.Scalar) -> Bool {
        var pair = " "
        pair.unicodeScalars.append(scalar)
        return pair.count == 1
    }

    /// U+25CC DOTTED CIRCLE, the sign a mark that begins a character is shown on.
    public static let dottedCircle: Unicode.Scalar = "\u{25CC}"

    /// `file:line:column: error: message`, then the line indented by four spaces, then a
    /// caret under the column. The caret never leaves the line: a column past its end puts
    /// the caret just after the last character.
    public var description: String {
        let caretColumn = min(max(1, location.column), lineText.count + 1)
        let caretPadding = String(repeating: " ", count: caretColumn - 1)
        return """
            \(file):\(location.line):\(location.column): error: \(message)
                \(lineText)
                \(caretPadding)^
            """
    }
}

extension String {
    /// The line as a terminal should show it under the header: each control character
    /// becomes one space, as each counts as one column, and a character that would join the
    /// sign before it stands on a dotted circle, so the caret stays in place.
    fileprivate func shownOnOneLine() -> String {
        var line = Substring(self)
        // A line ending left on the line is no column of it.
        while let last = line.last, last == "\n" || last == "\r\n" || last == "\r" {
            line = line.dropLast()
        }
        var shown = ""
        for character in line {
            if character.isControl {
                shown.append(" ")
            } else if let first = character.unicodeScalars.first, first.value >= 0x300, SourceDiagnostic.joinsTheSignBefore(first) {
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
        unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
