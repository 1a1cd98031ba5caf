import Bench
import Foundation
import Harness
import Metrics
import ScenarioLanguage

/// Tables for the reports, as aligned text or Markdown.
public enum TextTable {
    /// Aligned columns, two spaces apart: the first column and those in `words` left-aligned,
    /// the others (numbers) right-aligned; trailing spaces trimmed. A table wider than `width`
    /// narrows its first column, the rows' names, to fit: a name too long for it goes on over
    /// the next lines of that column, the row's other cells on its first line.
    public static func aligned(_ rows: [[String]], header: [String], words: Set<Int> = [], width: Int = .max) -> [String] {
        let all = [header] + rows
        var widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let tableWidth = widths.reduce(0, +) + 2 * (widths.count - 1)
        if tableWidth > width { widths[0] = max(narrowestNames, widths[0] - (tableWidth - width)) }
        return all.flatMap { row in
            let indent = row[0].prefix { $0 == " " }.count
            let names = row[0].count > widths[0] ? TextWrapping.wrap(line: row[0], width: widths[0], hangingIndent: indent + 1) : [row[0]]
            let first = row.enumerated().map { column, cell in
                if column == 0 { return names[0].padded(to: widths[0]) }
                return words.contains(column) ? cell.padded(to: widths[column]) : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ").droppingTrailingSpaces
            return [first] + names.dropFirst()
        }
    }

    /// The narrowest the rows' names get, however wide the other columns are.
    static let narrowestNames = 16

    /// A Markdown table; a `|` inside a cell is escaped.
    public static func markdown(_ rows: [[String]], header: [String]) -> [String] {
        ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
            + rows.map { "| " + $0.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |" }
    }
}

extension String {
    /// The text without the spaces at its end: a row whose first cell is empty keeps its indent.
    fileprivate var droppingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
