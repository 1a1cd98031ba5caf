import SourceFacts

/// NLOC and cyclomatic complexity as Lizard 1.24 counts them for Swift (SPEC §6).
///
/// - NLOC: the lines on which a token starts; comments and blank lines are not tokens. A
///   multi-line string counts its first line only, and the code inside interpolations is part
///   of its string (Lizard reads a string as one token), so it adds no lines or conditions.
/// - Functions: `func NAME`, `init`, `deinit`, `subscript`, and the accessors `get`, `set`,
///   `willSet`, `didSet` when a body follows them; requirements in `protocol { }` are not
///   functions. Closures belong to the enclosing function; a nested function is its own, and
///   its lines and conditions are not counted again in the function around it.
/// - CCN: 1 + each `if`, `for`, `while`, `catch`, `guard`, `case`, `&&`, `||` and ternary `?`.
///   A `?` glued to the token before it (`x?.y`, `T?`, `foo()?`) is not a ternary, nor is `??`.
///   A condition word used as an argument label (`(if:` or `, case:`) does not count.
public enum LizardCounter {
    /// One function's numbers.
    public struct Function: Sendable, Equatable {
        public let name: String
        public let line: Int
        public let nloc: Int
        public let ccn: Int
    }

    /// A file's NLOC and functions.
    public struct Counts: Sendable, Equatable {
        public let nloc: Int
        public let functions: [Function]
    }

    private static let conditions: Set<String> = ["if", "for", "while", "catch", "guard", "case"]
    private static let accessors: Set<String> = ["get", "set", "willSet", "didSet"]

    private struct Open {
        let name: String
        let line: Int
        var bodyDepth: Int?
        var lines = DistinctLines()
        var ccn = 1
    }

    /// How many distinct lines tokens start on. Tokens come in line order, so a line is new
    /// when it is not the last one counted: no set to hash every token's line into.
    private struct DistinctLines {
        private(set) var count = 0
        private var last: Int?

        mutating func insert(_ line: Int) {
            guard line != last else { return }
            last = line
            count += 1
        }
    }

    public static func count(_ allTokens: [SourceFacts.Token]) -> Counts {
        let tokens = allTokens.filter { $0.interpolationDepth == 0 }
        var fileLines = DistinctLines()
        var open: [Open] = []
        var finished: [Function] = []
        var depth = 0
        var protocolDepth: Int?
        var awaitingProtocolBody = false
        func text(_ index: Int) -> String? { index >= 0 && index < tokens.count ? tokens[index].text : nil }

        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            fileLines.insert(token.line)
            let afterDot = text(index - 1) == "."
            if token.kind == .identifier, !afterDot, protocolDepth == nil {
                if token.text == "protocol", tokens.indices.contains(index + 1), tokens[index + 1].kind == .identifier {
                    awaitingProtocolBody = true
                } else if let name = functionName(tokens, index) {
                    open.append(Open(name: name, line: token.line))
                }
            }
            if !open.isEmpty {
                open[open.count - 1].lines.insert(token.line)
                if isCondition(tokens, index) { open[open.count - 1].ccn += 1 }
            }
            guard token.kind == .punctuation else { continue }
            if token.text == "{" {
                depth += 1
                if awaitingProtocolBody {
                    awaitingProtocolBody = false
                    protocolDepth = depth
                } else if let last = open.indices.last, open[last].bodyDepth == nil {
                    open[last].bodyDepth = depth
                }
            } else if token.text == "}" {
                if protocolDepth == depth { protocolDepth = nil }
                if let last = open.last, last.bodyDepth == depth {
                    open.removeLast()
                    finished.append(Function(name: last.name, line: last.line, nloc: last.lines.count, ccn: last.ccn))
                }
                depth -= 1
            }
        }
        return Counts(nloc: fileLines.count, functions: finished.sorted { ($0.line, $0.name) < ($1.line, $1.name) })
    }

    private static func functionName(_ tokens: [SourceFacts.Token], _ index: Int) -> String? {
        let word = tokens[index].text
        let next = index + 1 < tokens.count ? tokens[index + 1].text : nil
        switch word {
        case "func": return next
        case "init", "deinit", "subscript": return word
        case _ where accessors.contains(word):
            if next == "{" { return word }
            if next == "(", index + 4 < tokens.count, tokens[index + 3].text == ")", tokens[index + 4].text == "{" { return word }
            return nil
        default: return nil
        }
    }

    private static func isCondition(_ tokens: [SourceFacts.Token], _ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            guard conditions.contains(token.text) else { return false }
            // An argument label named like a condition: `(if:`, `, case:`.
            let previous = index > 0 ? tokens[index - 1].text : ""
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            return !((previous == "(" || previous == ",") && next == ":") && previous != "."
        case .punctuation:
            return token.text == "&&" || token.text == "||" || (token.text == "?" && token.spaceBefore)
        default:
            return false
        }
    }
}
