import SourceFacts

/// Where a file makes text from values: an interpolated string literal, or one of the ways to
/// write the same composition without `\(`.
enum StringCompositions {
    /// Each composition's line and finding, in the order of the tokens.
    static func find(in tokens: [Token]) -> [(line: Int, finding: RuleFinding)] {
        var found: [(line: Int, finding: RuleFinding)] = []
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .string where tokens.indices.contains(index + 1) && tokens[index + 1].interpolationDepth > token.interpolationDepth:
                found.append((token.line, .interpolatedString))
            case .punctuation where ["+", "+="].contains(token.text) && isNextToString(index, in: tokens):
                found.append((token.line, .composedString(by: .concatenation)))
            case .identifier where token.text == "String" && !token.isBackticked && isCalled(index, in: tokens):
                found.append((token.line, .composedString(by: .stringInitializer)))
            case .identifier where token.text == "description" && index > 0 && tokens[index - 1].text == "."
                && tokens[index - 1].kind == .punctuation:
                found.append((token.line, .composedString(by: .description)))
            default:
                break
            }
        }
        return found
    }

    /// Whether the operator at `index` has a string literal on either side: the token after it,
    /// or the nearest one before it at its own depth (an interpolated literal's code lies between).
    private static func isNextToString(_ index: Int, in tokens: [Token]) -> Bool {
        let depth = tokens[index].interpolationDepth
        if tokens.indices.contains(index + 1), tokens[index + 1].kind == .string { return true }
        let before = tokens[..<index].last { $0.interpolationDepth == depth }
        return before?.kind == .string
    }

    /// Whether `String` at `index` is called, `String(…)` or `String.init(…)`, rather than named as a type.
    private static func isCalled(_ index: Int, in tokens: [Token]) -> Bool {
        func text(_ offset: Int) -> String? { tokens.indices.contains(index + offset) ? tokens[index + offset].text : nil }
        return text(1) == "(" || (text(1) == "." && text(2) == "init")
    }
}
