/// A table of the page that never hides a column. Every cell carries its column's header as its
/// label (`data-label`), and the table says by a class how wide a box it needs
/// (`cards-below-900`: a box under 900 px): in a narrower box, on a narrow screen or on paper,
/// the stylesheet turns each row into a card of labelled cells (``ReportStyle``), instead of
/// pushing the last columns out of sight behind a sideways scroll. A table wider than the
/// widest box is split into groups of columns, one table each under the same row headers, so
/// it stays a table on a wide screen; a table of measures is split into groups that fit a
/// page of paper, and stays a table there too. ``TableWidth`` tells the widths.
struct HTMLTable {
    /// What a table too wide for its box becomes.
    enum Narrow {
        /// One card a row, each cell under its column's name: for rows that each tell one
        /// thing whole (an architecture's trade-offs, a measure across the architectures).
        case cards
        /// Groups of columns that fit a page, each under the row headers: for columns that
        /// are measures, read down a column (a role's metrics), which cards would scatter.
        case columnGroups
    }

    /// A cell's HTML (already escaped) and any class of its own (`pass`, `fail`).
    struct Cell {
        let html: String
        let className: String?

        init(_ html: String, className: String? = nil) {
            self.html = html
            self.className = className
        }
    }

    /// The column headers, as plain text; the first heads the row headers.
    let header: [String]
    /// The rows; each row's first cell is its header (`<th scope="row">`).
    let rows: [[Cell]]
    /// The table's own class (`metrics`, `cost`), beside the class its width gives it.
    let className: String
    /// Cards, unless the table's columns are measures.
    var whenNarrow = Narrow.cards

    /// The table, or its groups of columns one after the other, each in the box whose width
    /// decides whether it shows as a table or as cards.
    var html: [String] {
        let widths = TableWidth.columnWidths(header: header, rows: rows.map { $0.map(\.html) })
        let box = whenNarrow == .cards ? TableWidth.widestBox : TableWidth.paperBox
        return TableWidth.columnGroups(widths, fitting: box).flatMap { group in
            table(columns: [0] + group, widths: widths)
        }
    }

    private func table(columns: [Int], widths: [Double]) -> [String] {
        let classes = [className, TableWidth.cardClass(columns.map { widths[$0] })]
        let head = "<thead><tr>" + columns.map { "<th>\(ReportHTML.escape(label($0)))</th>" }.joined() + "</tr></thead>"
        return ["<div class=\"table\"><table class=\"\(classes.joined(separator: " "))\">" + head + "<tbody>"]
            + rows.map { row($0, columns: columns) }
            + ["</tbody></table></div>"]
    }

    /// `<tr><th scope="row" data-label="Architecture">MVC</th><td data-label="Files">2</td>…</tr>`.
    private func row(_ cells: [Cell], columns: [Int]) -> String {
        "<tr>" + columns.filter(cells.indices.contains).map { column in
            let cell = cells[column]
            let attributes = (cell.className.map { " class=\"\($0)\"" } ?? "") + " data-label=\"\(ReportHTML.escape(label(column)))\""
            return column == 0 ? "<th scope=\"row\"\(attributes)>\(cell.html)</th>" : "<td\(attributes)>\(cell.html)</td>"
        }.joined() + "</tr>"
    }

    private func label(_ column: Int) -> String {
        column < header.count ? header[column] : ""
    }
}
