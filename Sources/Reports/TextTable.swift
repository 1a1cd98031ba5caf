import Bench
import Foundation
import Harness
import Metrics
import ScenarioLanguage

/// Tables for the reports, as aligned text or Markdown.
public enum TextTable {
    /// Aligned columns, two spaces apart: the first column and those in `words` left-aligned,
    /// the others (numbers) right-aligned; trailing spaces trimmed.
    public static func aligned(_ rows: [[String]], header: [String], words: Set<Int> = []) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == 0 || words.contains(column) ? cell.padded(to: widths[column]) : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ").droppingTrailingSpaces
        }
    }

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
