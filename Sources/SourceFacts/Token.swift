/// One token of Swift source. Comments and whitespace are not tokens.
public struct Token: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A name, keyword included (`func`, `if`, `Foo`), or a backticked name without its backticks.
        case identifier
        /// A number literal.
        case number
        /// A whole string literal, from its opening to its closing delimiter. The code inside
        /// its interpolations follows it as tokens of their own, one level deeper.
        case string
        /// An operator (`+`, `&&`, `??`, `?`, `->`, `...`) or punctuation (`(`, `{`, `.`, `,`, `:`).
        case punctuation
        /// An attribute: `@MainActor`, `@escaping`.
        case attribute
        /// A compiler directive or pound literal: `#if`, `#endif`, `#selector`.
        case directive
    }

    public let kind: Kind
    /// The text (for strings, the whole literal; for backticked names, the name alone).
    public let text: String
    /// The 1-based line the token starts on.
    public let line: Int
    /// The 1-based line the token ends on (after its start only for multi-line strings).
    public let endLine: Int
    /// Whether whitespace or a comment comes right before the token (false at the start of a
    /// file). `x?` and `x ?` differ in Swift, and so do they for the metrics.
    public let spaceBefore: Bool
    /// How deep inside string interpolations the token is: 0 in plain code, 1 inside `"\(…)"`.
    public let interpolationDepth: Int
    /// Whether the name was written in backticks: `` `catch` `` is a name, never the keyword.
    public let isBackticked: Bool
    /// Where the token starts in the source, in UTF-8 bytes from its beginning: what a rewrite
    /// of the text needs (for backticked names, the opening backtick).
    public let offset: Int
    /// Just past the token's last byte (for backticked names, past the closing backtick).
    public let endOffset: Int
    /// The 1-based column the token starts at, in UTF-8 bytes from the start of its line.
    public let column: Int

    public init(kind: Kind, text: String, line: Int, endLine: Int? = nil, spaceBefore: Bool, interpolationDepth: Int = 0,
                isBackticked: Bool = false, offset: Int = 0, endOffset: Int? = nil, column: Int = 1) {
        self.kind = kind
        self.text = text
        self.line = line
        self.endLine = endLine ?? line
        self.spaceBefore = spaceBefore
        self.interpolationDepth = interpolationDepth
        self.isBackticked = isBackticked
        self.offset = offset
        self.endOffset = endOffset ?? offset + text.utf8.count
        self.column = column
    }
}
