import SourceFacts

extension MutantFinder {
    /// The tokens of the condition an `if`, `guard` or `while` at `index` tests, first to last;
    /// nil when it is more than one plain Boolean: it binds a name (`let`, `var`, `case`), tests
    /// an availability (`#available`) or has several clauses (commas).
    func conditionOf(statementAt index: Int) -> ClosedRange<Int>? {
        guard let keyword = structure[index], keyword.kind == .identifier, !keyword.isBackticked,
              ["if", "guard", "while"].contains(keyword.text) else { return nil }
        // `repeat { … } while x`: the condition ends the statement, with no brace after it.
        if keyword.text == "while", structure.isPunctuation(index - 1, "}"), let opening = structure.partner[index - 1],
           structure.isKeyword(opening - 1, "repeat") {
            return nil
        }
        let ends = keyword.text == "guard" ? "else" : "{"
        var current = index + 1
        while let token = structure[current] {
            if token.interpolationDepth > keyword.interpolationDepth || token.kind == .string {
                current += 1
                continue
            }
            if token.kind == .directive || ["let", "var", "case"].contains(where: { structure.isKeyword(current, $0) })
                || structure.isPunctuation(current, ",") {
                return nil
            }
            if structure.isKeyword(current, ends) || structure.isPunctuation(current, ends) {
                return current > index + 1 ? (index + 1)...(current - 1) : nil
            }
            if structure.isPunctuation(current, "{") { return nil }
            if structure.isPunctuation(current, "(") || structure.isPunctuation(current, "["), let close = structure.partner[current] {
                current = close + 1
                continue
            }
            current += 1
        }
        return nil
    }

    /// The tokens of the condition a ternary's `?` at `index` tests, found by walking back to
    /// what must start an expression: an opening bracket, a comma, an assignment, `return`, the
    /// start of a statement.
    func ternaryCondition(before index: Int) -> ClosedRange<Int>? {
        let depth = structure.tokens[index].interpolationDepth
        let stoppingWords: Set<String> = ["return", "in", "if", "guard", "while", "case", "let", "var", "else", "throw", "where"]
        var first = index
        var current = index - 1
        while current >= 0 {
            let token = structure.tokens[current]
            if token.interpolationDepth > depth {
                current -= 1
                continue
            }
            if [")", "]", "}"].contains(token.text), token.kind == .punctuation, let opening = structure.partner[current] {
                first = opening
                current = opening - 1
                continue
            }
            let startsExpression = token.kind == .punctuation
                && (["(", "[", "{", ",", ":", "?", "->"].contains(token.text) || Self.isAssignment(token.text))
            let endsStatement = first < index && token.endLine < structure.tokens[first].line && !Self.continuesExpression(token)
            if startsExpression || endsStatement || (token.kind == .identifier && !token.isBackticked && stoppingWords.contains(token.text)) {
                break
            }
            first = current
            current -= 1
        }
        return first < index ? first...(index - 1) : nil
    }

    /// `=`, `+=`, `??=` and their like: an operator ending in `=` that compares nothing.
    static func isAssignment(_ text: String) -> Bool {
        text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// Whether an expression goes on after `token` at the end of a line: after an operator it does.
    static func continuesExpression(_ token: Token) -> Bool {
        token.kind == .punctuation && ![")", "]", "}", ";"].contains(token.text)
    }
}
