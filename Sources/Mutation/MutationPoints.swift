import SourceFacts

/// Finds where a file's code can take a planted bug, one ``Mutant`` a place and replacement.
///
/// It reads the project's own lexer's tokens, so it has no expression tree: each operator is
/// recognised from the tokens around it, and a place it cannot tell safely is left alone (an
/// operator written without spaces, a condition that binds a name).
public enum MutationPoints {
    /// The mutants of `source`, in the order of the text; none for a test file.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - file: Its path, kept in each mutant (a path under `Tests/`, or a name ending in
    ///     `Tests.swift`, is a test file).
    ///   - operators: The kinds wanted (default: every kind).
    public static func mutants(in source: String, file: String, operators: Set<MutationOperator> = Set(MutationOperator.allCases)) -> [Mutant] {
        if file.hasPrefix("Tests/") || file.contains("/Tests/") || file.hasSuffix("Tests.swift") { return [] }
        let structure = TokenStructure(tokens: SwiftLexer.tokens(of: source))
        let bytes = Array(source.utf8)
        var found: [Mutant] = []
        for index in structure.tokens.indices where !structure.skipped.contains(index) {
            found += MutantFinder(structure: structure, bytes: bytes, file: file).mutants(at: index)
        }
        // In the text's order; at one place, by kind, and in the order found (`n - 1` before `n + 1`).
        let wanted = found.filter { operators.contains($0.kind) }.enumerated()
        return wanted.sorted { ($0.element.start, $0.element.kind, $0.offset) < ($1.element.start, $1.element.kind, $1.offset) }.map(\.element)
    }
}

/// The mutants that start at one token.
struct MutantFinder {
    let structure: TokenStructure
    let bytes: [UInt8]
    let file: String

    func mutants(at index: Int) -> [Mutant] {
        let token = structure.tokens[index]
        switch token.kind {
        case .punctuation:
            if let replacement = MutationOperator.relationalReplacements[token.text], structure.isSpacedInfix(index),
               !isInDeclarationWhereClause(index) {
                return [mutant(.relational, from: index, to: index, mutated: replacement)]
            }
            if token.text == "&&" || token.text == "||", structure.isSpacedInfix(index) {
                return [mutant(.logical, from: index, to: index, mutated: token.text == "&&" ? "||" : "&&")]
            }
            if token.text == "?", structure.isSpacedInfix(index), let condition = ternaryCondition(before: index) {
                return [mutant(.negatedTernary, from: condition.lowerBound, to: condition.upperBound, mutated: nil)]
            }
        case .number:
            return offByOne(at: index)
        case .identifier:
            var found: [Mutant] = []
            if let condition = conditionOf(statementAt: index) {
                found.append(mutant(.negatedCondition, from: condition.lowerBound, to: condition.upperBound, mutated: nil))
            }
            if let end = callStatementEnd(from: index) {
                found.append(mutant(.removedCall, from: index, to: end, mutated: ""))
            }
            return found
        default:
            break
        }
        return []
    }

    /// A mutant replacing tokens `first...last`; a nil `mutated` negates them: `!(…)`.
    func mutant(_ kind: MutationOperator, from first: Int, to last: Int, mutated: String?) -> Mutant {
        let start = structure.tokens[first].offset, end = structure.tokens[last].endOffset
        let original = String(decoding: bytes[start..<end], as: UTF8.self)
        return Mutant(file: file, line: structure.tokens[first].line, column: structure.tokens[first].column, kind: kind,
                      original: original, mutated: mutated ?? "!(\(original))", start: start, end: end)
    }

    // MARK: - Integer literals

    /// `n + 1` and `n - 1` for a decimal integer literal, unless it is a tuple element's index
    /// (`pair.0`) or an enum case's raw value, where only a literal may stand.
    private func offByOne(at index: Int) -> [Mutant] {
        let text = structure.tokens[index].text
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }), text.first?.isNumber == true,
              let value = Int(text.filter { $0 != "_" }),
              !structure.isPunctuation(index - 1, "."),
              !(structure.isPunctuation(index - 1, "=") && structure.isKeyword(structure.lineStart(of: index), "case"))
        else { return [] }
        return [value - 1, value + 1].map { mutant(.offByOne, from: index, to: index, mutated: String($0)) }
    }

    // MARK: - Relational operators

    /// Whether the operator at `index` is in a declaration's generic `where` clause
    /// (`extension Foo where Element == Int`), which states a type, not a comparison.
    private func isInDeclarationWhereClause(_ index: Int) -> Bool {
        let start = structure.lineStart(of: index)
        guard (start..<index).contains(where: { structure.isKeyword($0, "where") }) else { return false }
        let declarations: Set<String> = ["extension", "func", "struct", "class", "enum", "protocol", "init", "subscript", "typealias", "actor"]
        return (start..<index).contains { structure.tokens[$0].kind == .identifier && declarations.contains(structure.tokens[$0].text) }
    }
}
