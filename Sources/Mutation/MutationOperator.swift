/// The kinds of bug planted, after Muter's operators (plus integer literals off by one).
public enum MutationOperator: String, Codable, Sendable, CaseIterable, Comparable {
    /// A relational operator moved to its boundary or flipped: `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`.
    case relational
    /// `&&` ↔ `||`.
    case logical
    /// The condition of an `if`, `guard` or `while` negated.
    case negatedCondition = "negated-condition"
    /// A ternary's condition negated, which swaps its branches.
    case negatedTernary = "negated-ternary"
    /// A statement that is only a call, whose result is unused, removed.
    case removedCall = "removed-call"
    /// An integer literal one more or one less.
    case offByOne = "off-by-one"

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The relational operator each one becomes. Muter flips the direction (`<` → `>`); a
    /// boundary mutant (`<` → `<=`) is the bug a test of the edge must catch, so it is used here.
    static let relationalReplacements = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]
}
