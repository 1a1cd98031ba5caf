@testable import ReportPages
import Testing

/// A table of the page: every cell labelled with its column, a class for the box it needs, and
/// a table too wide for the widest box split into groups of columns under the same row headers.
struct HTMLTableTests {
    @Test func everyCellCarriesItsColumnsHeaderAsItsLabelAndKeepsItsOwnClass() {
        let table = HTMLTable(header: ["Scenario", "A", "B"], rows: [[.init("s0"), .init("✓", className: "pass"), .init("✗", className: "fail")]],
                              className: "matrix")
        #expect(table.html == [
            "<div class=\"table\"><table class=\"matrix cards-below-400\"><thead><tr><th>Scenario</th><th>A</th><th>B</th></tr></thead><tbody>",
            "<tr><th scope=\"row\" data-label=\"Scenario\">s0</th><td class=\"pass\" data-label=\"A\">✓</td><td class=\"fail\" data-label=\"B\">✗</td></tr>",
            "</tbody></table></div>",
        ])
    }

    @Test func aLabelIsEscapedAsTheHeaderIs() {
        let html = HTMLTable(header: ["", "App +/− & \"tests\""], rows: [[.init("x"), .init("1")]], className: "t").html.joined()
        #expect(html.contains("<th>App +/− &amp; &quot;tests&quot;</th>"))
        #expect(html.contains("<td data-label=\"App +/− &amp; &quot;tests&quot;\">1</td>"))
        #expect(html.contains("<th scope=\"row\" data-label=\"\">x</th>"))
    }

    /// Three columns of a 60-letter word each: 60 × 0.72 em × 14.4 px + 17 px = 639.08 px a
    /// column; beside the row headers (`Role`: 2.8 em, 40.32 + 17 px) two of them are past the
    /// widest box (1,150 px): one group each.
    @Test func aTableWiderThanTheWidestBoxSplitsIntoGroupsEachUnderTheRowHeaders() {
        let word = String(repeating: "a", count: 60)
        let header = ["Role"] + (1...3).map { "C\($0)" }
        let rows = [["x", word, word, word].map { HTMLTable.Cell($0) }]
        let html = HTMLTable(header: header, rows: rows, className: "t").html
        let tables = html.filter { $0.hasPrefix("<div class=\"table\">") }
        #expect(tables.count == 3)
        // Each group repeats the row headers, and every column is in exactly one group.
        #expect(html.filter { $0.hasPrefix("<tr><th scope=\"row\" data-label=\"Role\">x</th>") }.count == 3)
        for column in ["C1", "C2", "C3"] {
            #expect(html.joined().components(separatedBy: "<th>\(column)</th>").count - 1 == 1)
        }
    }

    /// Six measures of `1,000` (0.7 × 4 + 0.42 = 3.22 em, 46.368 px, plus 17) beside a row header
    /// `ViewControllers` (V .86, i .5, e .72, w 1.05, C .86, o .72, n .72, t .5, r .5, o .72,
    /// l .5, l .5, e .72, r .5, s .72 = 10.09 em: 145.296 + 17 = 162.296 px): 162.296 + 6 ×
    /// 63.368 = 542.504 px, within a page of paper (718 px). Twelve such measures, 922.712 px,
    /// fit the widest box but not the page: as cards they stay one table; as groups of columns
    /// they split in two of six, the evenest two.
    @Test func aTableOfMeasuresSplitsToFitAPageOfPaper() {
        func table(_ measures: Int, _ narrow: HTMLTable.Narrow) -> [String] {
            let header = ["role"] + (1...measures).map { "m\($0)" }
            let row = ["ViewControllers"] + Array(repeating: "1,000", count: measures)
            var table = HTMLTable(header: header, rows: [row.map { HTMLTable.Cell($0) }], className: "metrics")
            table.whenNarrow = narrow
            return table.html.filter { $0.hasPrefix("<div class=\"table\">") }
        }
        #expect(table(6, .columnGroups) == ["<div class=\"table\"><table class=\"metrics cards-below-600\"><thead><tr><th>role</th>"
            + (1...6).map { "<th>m\($0)</th>" }.joined() + "</tr></thead><tbody>"])
        #expect(table(12, .cards).count == 1)
        #expect(table(12, .cards)[0].hasPrefix("<div class=\"table\"><table class=\"metrics cards-below-1000\">"))
        let groups = table(12, .columnGroups)
        #expect(groups.count == 2)
        #expect(groups[1].contains("<th>role</th><th>m7</th>"))
    }
}
