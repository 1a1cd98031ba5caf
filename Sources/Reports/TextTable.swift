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
    /// the next lines of that column, the row's other cells on its first line. A table still too
    /// wide is printed in groups of columns (``ColumnGroup``), an empty line between them.
    /// Each line but those empty lines starts with `indent` spaces, which `width` counts.
    public static func aligned(_ rows: [[String]], header: [String], words: Set<Int> = [], width: Int = .max, indent: Int = 0) -> [String] {
        let margin = String(repeating: " ", count: indent)
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let groups = ColumnGroup.fitting(names: widths[0], columns: widths.dropFirst().map { $0 }, gap: 2, width: width - indent)
        return groups.enumerated().flatMap { number, group in
            (number == 0 ? [] : [""]) + all.flatMap { row in
                let indent = row[0].prefix { $0 == " " }.count
                let names = row[0].count > group.names ? TextWrapping.wrap(line: row[0], width: group.names, hangingIndent: indent + 1) : [row[0]]
                let cells = group.columns.map { $0 + 1 }.map { column in
                    let cell = row[column]
                    return words.contains(column) ? cell.padded(to: widths[column]) : String(repeating: " ", count: widths[column] - cell.count) + cell
                }
                return ([([names[0].padded(to: group.names)] + cells).joined(separator: "  ").droppingTrailingSpaces] + names.dropFirst()).map { margin + $0 }
            }
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
