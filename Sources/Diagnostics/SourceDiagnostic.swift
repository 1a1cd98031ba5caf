/// A place in a text file: line and column, both counted from 1, columns in characters.
public struct SourceLocation: Equatable, Hashable, Sendable, Comparable, Codable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

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
    public let location: SourceLocation
    /// The whole line the fault is on, as written.
    public let lineText: String
    /// What is wrong and what was expected.
    public let message: String

    public init(file: String, location: SourceLocation, lineText: String, message: String) {
        self.file = file
        self.location = location
        self.lineText = lineText
        self.message = message
    }

    /// Makes a diagnostic for a place in `text`, quoting its line.
    public init(file: String, text: String, location: SourceLocation, message: String) {
        // In Swift "\r\n" is one Character, so splitting on "\n" alone would never split
        // a file with Windows line endings.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        let line = lines.indices.contains(location.line - 1) ? String(lines[location.line - 1]) : ""
        self.init(file: file, location: location, lineText: line.replacingTabs(), message: message)
    }

    public var description: String {
        let caretPadding = String(repeating: " ", count: max(0, location.column - 1))
        return """
            \(file):\(location.line):\(location.column): error: \(message)
                \(lineText)
                \(caretPadding)^
            """
    }
}

extension String {
    /// Tabs become single spaces so the caret stays under the right character.
    fileprivate func replacingTabs() -> String {
        var copy = self
        copy.removeAll { $0 == "\r" }
        return String(copy.map { $0 == "\t" ? " " : $0 })
    }
}
