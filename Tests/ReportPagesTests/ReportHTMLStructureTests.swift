import Foundation
import Harness
@testable import Metrics
@testable import ReportPages
import Testing

/// The structure the page's layout relies on, on a page made from data written here: each
/// architecture heads one column of a table, and one heading in a section; every cell of a
/// table is labelled with its column; code is one block a line.
struct ReportHTMLStructureTests {
    static let names = ["MVC", "MVVM", "Direct"]

    static let report: TeachingReport = {
        let architectures = names.map { name in
            TeachingReport.ArchitectureEntry(id: name.lowercased(), name: name, summary: "", seedTitle: "", seedAuthor: "", seedURL: "",
                                             isBaseline: name == "Direct", sourceFolder: "Sources/Architectures/\(name)", searchPath: nil)
        }
        let debounce = TeachingReport.ConcernEntry(concern: Concern.all.first { $0.id == "debounce" }!, implementations: names.map { name in
            .init(architectureID: name.lowercased(), excerpts: [
                Excerpt(file: "Sources/Architectures/\(name)/Views/V.swift", line: 3, endLine: 5, role: "Views", code: "func f() {\n    g()\n}", nloc: 3),
            ], work: WorkCounts(writes: 4))
        }, scenarios: ["Scenarios/s.scenario"])
        let coupling = names.map { name in
            var architecture = ArchitectureCoupling(id: name.lowercased(), name: name, sourceFolder: "Sources/Architectures/\(name)")
            architecture.roles = [RoleMetrics(name: "Views")]
            return architecture
        }
        let row = TeachingReport.ScenarioRow(file: "Scenarios/s.scenario", name: "S", tags: ["debounce"], verdicts: [.pass, .pass, .pass])
        return TeachingReport(architectures: architectures, scenarios: [row], concerns: [debounce], coupling: CouplingReport(architectures: coupling),
                              work: names.map { _ in WorkCounts(writes: 4) }, summary: "", allAgree: true)
    }()

    static let html = ReportHTML.render(report, machine: nil)

    /// The text of each `<th>` in `row`, up to its first tag.
    private static func headers(_ row: String) -> [String] {
        row.components(separatedBy: "<th").dropFirst().map { cell in
            let inside = cell.drop { $0 != ">" }.dropFirst()
            return String(inside.prefix { $0 != "<" })
        }
    }

    /// The part of the page from the section's opening tag to its end.
    private static func section(_ id: String) -> String {
        let start = html.range(of: "<section id=\"\(id)\"")!.lowerBound
        return String(html[start...]).components(separatedBy: "</section>")[0]
    }

    /// Each table header row in `html`.
    private static func headerRows(_ html: String) -> [String] {
        html.components(separatedBy: "<thead><tr>").dropFirst().map { $0.components(separatedBy: "</tr>")[0] }
    }

    @Test func eachConcernTableHasEachArchitectureOnceAsAHeader() {
        let heads = Self.headerRows(Self.section("concerns"))
        #expect(heads.count == 1)
        #expect(heads.map(Self.headers) == [[""] + Self.names])
    }

    @Test func noHeaderRowOfThePageNamesAColumnTwice() {
        for head in Self.headerRows(Self.html) {
            let names = Self.headers(head).filter { !$0.isEmpty }
            #expect(names.count == Set(names).count, "\(names)")
        }
    }

    @Test func theMetricsSectionHasOneHeadingPerArchitecture() {
        let headings = Self.section("metrics").components(separatedBy: "<h3>").dropFirst().map { $0.components(separatedBy: "</h3>")[0] }
        #expect(headings == Self.names)
    }

    @Test func everyBodyCellIsLabelledWithItsColumn() {
        let concerns = Self.section("concerns")
        #expect(concerns.contains("<tr><th scope=\"row\" data-label=\"\">Lines of code</th><td data-label=\"MVC\">3</td><td data-label=\"MVVM\">3</td><td data-label=\"Direct\">3</td></tr>"))
        let cells = Self.html.components(separatedBy: "<td").dropFirst()
        #expect(cells.allSatisfy { $0.hasPrefix(" data-label=") || $0.hasPrefix(" class=") && $0.contains(" data-label=") })
    }

    @Test func theQuotedCodeIsOneBlockALine() {
        #expect(Self.html.contains("<pre><code><span class=\"line\">func f() {\n</span><span class=\"line\" style=\"--indent:4\">\u{A0}\u{A0}\u{A0}\u{A0}g()\n</span><span class=\"line\">}\n</span></code></pre>"))
    }
}
