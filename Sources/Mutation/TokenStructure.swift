import SourceFacts

/// What the mutation finder needs to know of a file's tokens beyond the tokens themselves:
/// which brackets match, which bracket encloses each token, and which tokens are out of bounds.
struct TokenStructure {
    let tokens: [Token]
    /// For each opening `(`, `[` or `{`, the index of its closing bracket, and the other way.
    let partner: [Int: Int]
    /// For each token, the index of the innermost bracket open around it (nil at the top level).
    let enclosing: [Int?]
    /// Tokens no mutant may touch: inside `#if` blocks, attributes and directives with their
    /// arguments, strings and their interpolations, and operator declarations.
    let skipped: Set<Int>

    init(tokens: [Token]) {
        self.tokens = tokens
        var partner: [Int: Int] = [:]
        var enclosing: [Int?] = []
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            let isCode = token.kind == .punctuation && token.interpolationDepth == 0
            if isCode, [")", "]", "}"].contains(token.text), let opening = open.popLast() {
                partner[opening] = index
                partner[index] = opening
            }
            enclosing.append(open.last)
            if isCode, ["(", "[", "{"].contains(token.text) { open.append(index) }
        }
        self.partner = partner
        self.enclosing = enclosing
        skipped = Self.outOfBounds(tokens, partner: partner)
    }

    private static func outOfBounds(_ tokens: [Token], partner: [Int: Int]) -> Set<Int> {
        var skipped = Set<Int>()
        var conditionalDepth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .directive, token.text == "#if" { conditionalDepth += 1 }
            if conditionalDepth > 0 || token.interpolationDepth > 0 || token.kind == .string { skipped.insert(index) }
            if token.kind == .directive, token.text == "#endif" { conditionalDepth = max(0, conditionalDepth - 1) }
            // `@available(iOS 15, *)`, `#available(macOS 14, *)`: their arguments are no code.
            if token.kind == .attribute || token.kind == .directive, index + 1 < tokens.count, tokens[index + 1].text == "(", !tokens[index + 1].spaceBefore,
               let close = partner[index + 1] {
                skipped.formUnion(index...close)
            }
            // `static func == (…)`, `infix operator <~`: the operator is declared, not used.
            if token.kind == .identifier, token.text == "func" || token.text == "operator", index + 1 < tokens.count {
                skipped.insert(index + 1)
            }
        }
        return skipped
    }

    subscript(index: Int) -> Token? {
        tokens.indices.contains(index) ? tokens[index] : nil
    }

    /// Whether the token at `index` is the keyword `word` (a backticked name is never one).
    func isKeyword(_ index: Int, _ word: String) -> Bool {
        guard let token = self[index] else { return false }
        return token.kind == .identifier && !token.isBackticked && token.text == word
    }

    /// Whether the token at `index` is the punctuation or operator `text`.
    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        guard let token = self[index] else { return false }
        return token.kind == .punctuation && token.text == text
    }

    /// Whether the token is written as a binary operator between spaces (`a < b`), which a
    /// generic's angle brackets (`Array<Int>`) never are.
    func isSpacedInfix(_ index: Int) -> Bool {
        guard let token = self[index], let next = self[index + 1] else { return false }
        return token.spaceBefore && next.spaceBefore
    }

    /// The index of the first token on the line of the token at `index`.
    func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, tokens[start - 1].endLine == tokens[index].line { start -= 1 }
        return start
    }
}
