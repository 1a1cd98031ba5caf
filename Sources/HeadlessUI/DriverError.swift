import Diagnostics

/// Why the driver could not do what a scenario asked. The data is kept apart from the
/// wording, which lives in ``description`` alone.
public enum DriverError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// No element with that identifier is visible on the top screen.
    case noSuchElement(id: String, screen: String, suggestions: [String])
    /// The element exists but is not of the kind the step needs.
    case wrongKind(id: String, expected: String, found: String)
    /// The row is outside the viewport, or, read rather than tapped, does not exist.
    case rowNotVisible(id: String, row: Int, visible: Range<Int>)
    /// A tap on a row past the table's last: it shows `rows` rows.
    case noRowToTap(id: String, row: Int, rows: Int)
    /// `back` on the root screen.
    case nothingToGoBackTo(screen: String)

    public var description: String {
        switch self {
        case let .noSuchElement(id, screen, suggestions):
            return "no element \"\(id)\" on screen \"\(screen)\"" + Spelling.hint(suggestions)
        case let .wrongKind(id, expected, found):
            return "element \"\(id)\" is \(Self.article(for: found)) \(found), not \(Self.article(for: expected)) \(expected)"
        case let .rowNotVisible(id, row, visible):
            let shown = visible.isEmpty ? "no rows are visible" : "visible rows are \(visible.lowerBound)…\(visible.upperBound - 1)"
            return "row \(row) of \"\(id)\" is not visible (\(shown))"
        case let .noRowToTap(id, row, rows):
            return "cannot tap \(id)[\(row)]: the table shows " + (rows == 0 ? "no rows" : rows == 1 ? "1 row" : "\(rows) rows")
        case let .nothingToGoBackTo(screen):
            return "cannot go back from \"\(screen)\": it is the first screen"
        }
    }

    /// "an image", "a label": the kinds are English nouns.
    private static func article(for noun: String) -> String {
        noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
