/// One planted bug: where it is, what kind it is, and the text it changes.
public struct Mutant: Codable, Hashable, Sendable {
    /// The file, as the caller named it (the workbench names it from the package's root).
    public let file: String
    /// The 1-based line and column (in UTF-8 bytes) where the changed text starts.
    public let line: Int
    public let column: Int
    public let kind: MutationOperator
    /// The text changed, as written: an operator, a literal, a condition, a statement.
    public let original: String
    /// What it becomes: `<=`, `6`, `!(a == b)`, or empty for a removed call.
    public let mutated: String
    /// Where `original` is in the file, in UTF-8 bytes: what a rewrite of the file needs.
    public let start: Int
    public let end: Int

    public init(file: String, line: Int, column: Int, kind: MutationOperator, original: String, mutated: String, start: Int, end: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.original = original
        self.mutated = mutated
        self.start = start
        self.end = end
    }

    /// Stable while the file's text up to the mutant stays the same, whatever else changes:
    /// `Sources/…/SongCell.swift:31:17:relational:<=`. An operator, a literal and its
    /// replacement are short; a condition or a statement is named by its kind alone.
    public var id: String {
        let replacement = switch kind {
        case .relational, .logical, .offByOne: ":" + mutated
        case .negatedCondition, .negatedTernary, .removedCall: ""
        }
        return "\(file):\(line):\(column):\(kind.rawValue)\(replacement)"
    }
}

extension Mutant {
    /// `source` with this mutant planted and no other: what a reader applying it by hand
    /// writes, and what the compiler is given to see whether it changes the object code.
    public func applied(to source: String) -> String {
        let bytes = Array(source.utf8)
        return String(decoding: bytes[..<start] + Array(mutated.utf8) + bytes[end...], as: UTF8.self)
    }
}
