import SourceFacts

/// NLOC and cyclomatic complexity as Lizard 1.24.3 counts them for Swift (SPEC §6).
///
/// - NLOC: the lines on which a token lies; comments and blank lines are not tokens. A
///   multi-line string counts every line it spans, and the code inside interpolations is part
///   of its string (Lizard reads a string as one token), so it adds no conditions.
/// - Functions: `func NAME`, `init`, `deinit`, `subscript`, and the accessors `get`, `set`,
///   `willSet`, `didSet` when a body follows them; requirements in `protocol { }` are not
///   functions. A backticked name keeps its backticks (`` `catch` ``). Closures belong to the
///   enclosing function; a nested function is its own, and only the line it starts on counts
///   again in the function around it (Lizard has read that line before it sees the new function).
/// - Operator functions (`static func <~`) are not functions to Lizard: their lines and
///   conditions belong to whatever encloses them, and they are listed apart, counted the same way.
/// - CCN: 1 + each `if`, `for`, `while`, `catch`, `guard`, `case`, `&&`, `||` and ternary `?`,
///   wherever the word stands (`.catch { }` counts) unless it is backticked.
///   A `?` glued to the token before it (`x?.y`, `T?`, `foo()?`) is not a ternary, nor is `??`.
///   A condition word used as an argument label (`(if:` or `, case:`) does not count.
public enum LizardCounter {
    /// One function's numbers.
    public struct Function: Sendable, Equatable {
        public let name: String
        public let line: Int
        public let nloc: Int
        public let ccn: Int
        /// Whether it is a property's `get`, `set`, `willSet` or `didSet` block, which Lizard
        /// reports as a function like any other and the metrics count apart (``RoleMetrics/accessors``).
        public let isAccessor: Bool

        init(name: String, line: Int, nloc: Int, ccn: Int, isAccessor: Bool = false) {
            self.name = name
            self.line = line
            self.nloc = nloc
            self.ccn = ccn
            self.isAccessor = isAccessor
        }
    }

    /// A file's NLOC and functions.
    public struct Counts: Sendable, Equatable {
        public let nloc: Int
        /// The functions Lizard reports, in line order.
        public let functions: [Function]
        /// The operator functions, which Lizard does not parse as functions, in line order.
        public let operators: [Function]
    }

    private static let conditions: Set<String> = ["if", "for", "while", "catch", "guard", "case"]
    private static let accessors: Set<String> = ["get", "set", "willSet", "didSet"]

    private struct Open {
        let name: String
        let line: Int
        let isOperator: Bool
        let isAccessor: Bool
        var bodyDepth: Int?
        var lines = DistinctLines()
        var ccn = 1

        var counts: Function { Function(name: name, line: line, nloc: lines.count, ccn: ccn, isAccessor: isAccessor) }
    }

    /// How many distinct lines tokens lie on. Tokens come in line order, and a token after a
    /// multi-line string starts on or after the string's last line, so only lines past the last
    /// one counted are new: no set to hash every token's lines into.
    private struct DistinctLines {
        private(set) var count = 0
        private var last: Int?

        mutating func insert(_ lines: ClosedRange<Int>) {
            let first = last.map { max(lines.lowerBound, $0 + 1) } ?? lines.lowerBound
            guard lines.upperBound >= first else { return }
            count += lines.upperBound - first + 1
            last = lines.upperBound
        }
    }

    public static func count(_ allTokens: [SourceFacts.Token]) -> Counts {
        let tokens = allTokens.filter { $0.interpolationDepth == 0 }
        var fileLines = DistinctLines()
        var open: [Open] = []
        var finished: [Function] = []
        var operators: [Function] = []
        var depth = 0
        var protocolDepth: Int?
        var awaitingProtocolBody = false
        func text(_ index: Int) -> String? { index >= 0 && index < tokens.count ? tokens[index].text : nil }
        /// Lizard's current function: the innermost that is not an operator function.
        func current() -> Int? { open.lastIndex { !$0.isOperator } }
        /// Counts the token for Lizard's current function, and for the operator function it is
        /// in, if any, which is listed apart.
        func record(_ token: SourceFacts.Token, condition: Bool) {
            guard let top = open.indices.last else { return }
            if let lizards = current(), lizards != top {
                open[lizards].lines.insert(token.line...token.endLine)
                if condition { open[lizards].ccn += 1 }
            }
            open[top].lines.insert(token.line...token.endLine)
            if condition { open[top].ccn += 1 }
        }

        for (index, token) in tokens.enumerated() {
            fileLines.insert(token.line...token.endLine)
            let condition = isCondition(tokens, index)
            // The line a nested function starts on is read by the function around it first.
            record(token, condition: condition)
            let afterDot = text(index - 1) == "."
            if token.kind == .identifier, !afterDot, !token.isBackticked, protocolDepth == nil {
                if token.text == "protocol", tokens.indices.contains(index + 1), tokens[index + 1].kind == .identifier {
                    awaitingProtocolBody = true
                } else if let (name, isOperator) = functionName(tokens, index) {
                    open.append(Open(name: name, line: token.line, isOperator: isOperator, isAccessor: accessors.contains(token.text)))
                    record(token, condition: false)
                }
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
                    if last.isOperator { operators.append(last.counts) } else { finished.append(last.counts) }
                }
                depth -= 1
            }
        }
        let byLine: (Function, Function) -> Bool = { ($0.line, $0.name) < ($1.line, $1.name) }
        return Counts(nloc: fileLines.count, functions: finished.sorted(by: byLine), operators: operators.sorted(by: byLine))
    }

    /// The name of the function that starts at `index`, and whether it is an operator function.
    private static func functionName(_ tokens: [SourceFacts.Token], _ index: Int) -> (String, isOperator: Bool)? {
        let word = tokens[index].text
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        switch word {
        case "func":
            guard let next else { return nil }
            if next.kind == .punctuation { return (next.text, true) }
            return (next.isBackticked ? "`\(next.text)`" : next.text, false)
        case "init", "deinit", "subscript": return (word, false)
        case _ where accessors.contains(word):
            if next?.text == "{" { return (word, false) }
            if next?.text == "(", index + 4 < tokens.count, tokens[index + 3].text == ")", tokens[index + 4].text == "{" { return (word, false) }
            return nil
        default: return nil
        }
    }

    private static func isCondition(_ tokens: [SourceFacts.Token], _ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            guard conditions.contains(token.text), !token.isBackticked else { return false }
            // An argument label named like a condition: `(if:`, `, case:`.
            let previous = index > 0 ? tokens[index - 1].text : ""
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            return !((previous == "(" || previous == ",") && next == ":")
        case .punctuation:
            return token.text == "&&" || token.text == "||" || (token.text == "?" && token.spaceBefore)
        default:
            return false
        }
    }
}
