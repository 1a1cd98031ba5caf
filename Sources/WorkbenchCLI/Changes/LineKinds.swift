import SourceFacts

/// What each line of a file holds, so that a patch's lines of code are counted apart from its
/// comments and blank lines. In Swift a line with any token on it (a line inside a multi-line
/// string included) is code, a line with only a comment is a comment; in a scenario a line
/// starting with `#` is a comment; elsewhere every line that is not blank is code.
struct LineKinds {
    enum Kind: CaseIterable {
        case code, comment, blank
    }

    private let kinds: [Kind]

    init(source: String, path: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let isBlank = lines.map { $0.allSatisfy(\.isWhitespace) }
        if path.hasSuffix(".swift") {
            var hasCode = Array(repeating: false, count: lines.count)
            for token in SwiftLexer.tokens(of: source) {
                for line in token.line...token.endLine where hasCode.indices.contains(line - 1) { hasCode[line - 1] = true }
            }
            kinds = lines.indices.map { hasCode[$0] ? .code : isBlank[$0] ? .blank : .comment }
        } else {
            let isComment: (Substring) -> Bool = path.hasSuffix(".scenario")
                ? { $0.drop(while: \.isWhitespace).hasPrefix("#") } : { _ in false }
            kinds = lines.indices.map { isBlank[$0] ? .blank : isComment(lines[$0]) ? .comment : .code }
        }
    }

    /// What line `line` (counted from one) holds; code for a line the file does not have.
    func kind(at line: Int) -> Kind {
        kinds.indices.contains(line - 1) ? kinds[line - 1] : .code
    }
}
