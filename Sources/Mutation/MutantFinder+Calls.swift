import SourceFacts

extension MutantFinder {
    /// Words that start a statement which is not a call.
    private static let keywords: Set<String> = [
        "return", "let", "var", "if", "guard", "while", "for", "switch", "case", "default", "do", "catch", "throw", "defer",
        "repeat", "break", "continue", "fallthrough", "func", "init", "deinit", "class", "struct", "enum", "protocol",
        "extension", "import", "typealias", "static", "private", "public", "internal", "fileprivate", "final", "override",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "convenience", "required", "open", "try", "await", "else",
        "subscript", "get", "set", "willSet", "didSet", "associatedtype", "operator", "precedencegroup", "indirect", "actor",
        "nonisolated", "true", "false", "nil", "in", "where", "is", "as",
    ]
    /// Calls that end the program: without them a function would fall off its end.
    private static let neverReturning: Set<String> = ["fatalError", "preconditionFailure"]

    /// The index of the last token of the statement starting at `index` when that statement is
    /// only a call, whose result is therefore unused: `foo(…)`, `a.b.c(…)`, `self?.x(…)`,
    /// `load(url) { … }`. Nil for anything else: a `return`, an assignment, a declaration, an
    /// initializer's delegation (`super.init()`), a call that never returns.
    func callStatementEnd(from index: Int) -> Int? {
        guard isStatementStart(index), let first = structure[index], first.kind == .identifier,
              first.isBackticked || !Self.keywords.contains(first.text), !Self.neverReturning.contains(first.text) else { return nil }
        var current = index + 1
        var lastCall: Int?
        while let token = structure[current], token.kind == .punctuation {
            let glued = !token.spaceBefore
            if (token.text == "?" || token.text == "!") && glued {
                current += 1
            } else if token.text == ".", let name = structure[current + 1], name.kind == .identifier {
                if name.text == "init" && !name.isBackticked { return nil }
                current += 2
            } else if (token.text == "(" && glued) || (token.text == "{" && token.line == structure.tokens[current - 1].endLine),
                      let close = structure.partner[current] {
                lastCall = close
                current = close + 1
            } else {
                break
            }
        }
        guard let last = lastCall, last == current - 1 else { return nil }
        // The statement must end there: at the end of its line, a `;` or the block's `}`.
        if let next = structure[current], next.line == structure.tokens[last].endLine, next.text != ";", next.text != "}" { return nil }
        if isSoleStatementOfValueBlock(from: index, to: last) { return nil }
        return last
    }

    /// Whether the `in` at `index` ends a closure's signature (`{ [weak self] text in`), not a
    /// `for` loop's sequence clause.
    private func isClosureSignatureEnd(_ index: Int) -> Bool {
        guard let opening = structure.enclosing[index], structure.tokens[opening].text == "{" else { return false }
        return !((opening + 1)..<index).contains { structure.isKeyword($0, "for") && structure.enclosing[$0] == opening }
    }

    /// Whether the statement is alone in a block that may give it back as its value: a
    /// closure's, a `case`'s, a computed property's, a function's that returns something
    /// (`case .search: SearchViewController(…)` is the function's result, not a statement).
    /// Alone in the body of an `if`, a loop, an `else`, a `do`, a `defer` or a function that
    /// returns nothing, it is a statement.
    private func isSoleStatementOfValueBlock(from first: Int, to last: Int) -> Bool {
        guard let opening = structure.enclosing[first], let closing = structure.partner[opening] else { return false }
        let startsAfterLabel = structure.isPunctuation(first - 1, ":")
        let endsBlock = last + 1 == closing || structure.isKeyword(last + 1, "case") || structure.isKeyword(last + 1, "default")
        let startsBlock = first == opening + 1 || startsAfterLabel || (structure.isKeyword(first - 1, "in") && isClosureSignatureEnd(first - 1))
        guard startsBlock, endsBlock else { return false }
        if startsAfterLabel { return true }
        let header = structure.lineStart(of: opening)..<opening
        let statementWords = ["if", "guard", "while", "for", "else", "do", "defer", "repeat"]
        if header.contains(where: { index in statementWords.contains { structure.isKeyword(index, $0) } }) || structure.isPunctuation(header.lowerBound, "}") {
            return false
        }
        let declaresFunction = header.contains { structure.isKeyword($0, "func") || structure.isKeyword($0, "init") }
        return !(declaresFunction && !header.contains { structure.isPunctuation($0, "->") })
    }

    /// Whether a statement can start at `index`: first in the file, after `{`, `}` or `;`, after
    /// a closure's `in`, after a `case …:` label, or first on its line after a complete expression.
    private func isStatementStart(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        if let opening = structure.enclosing[index], structure.tokens[opening].text != "{" { return false }
        let previous = structure.tokens[index - 1]
        if previous.kind == .punctuation, ["{", "}", ";"].contains(previous.text) { return true }
        if structure.isKeyword(index - 1, "in") { return isClosureSignatureEnd(index - 1) }
        if previous.kind == .punctuation, previous.text == ":" {
            let start = structure.lineStart(of: index - 1)
            return structure.isKeyword(start, "case") || structure.isKeyword(start, "default")
        }
        return structure.tokens[index].line > previous.endLine && !Self.continuesExpression(previous)
            && !(previous.kind == .identifier && !previous.isBackticked && Self.keywords.contains(previous.text))
    }
}
