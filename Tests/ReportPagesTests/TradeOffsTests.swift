import Harness
@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// The trade-offs table: each cell a figure or a place found elsewhere in the report, linked there.
struct TradeOffsTests {
    static let report: TeachingReport = {
        var entry = TeachingReport.ArchitectureEntry(id: "a", name: "A", summary: "", seedTitle: "", seedAuthor: "", seedURL: "",
                                                     isBaseline: false, sourceFolder: "Sources/A", searchPath: nil)
        entry.whenToChoose = "When it fits."
        entry.wiringRoles = ["Views"]
        var coupling = ArchitectureCoupling(id: "a", name: "A", sourceFolder: "Sources/A")
        var rx = RoleMetrics(name: "Rx")
        rx.nloc = 1_200
        coupling.support = [rx]
        func excerpt(_ role: String) -> Excerpt { Excerpt(file: "F.swift", line: 1, endLine: 2, role: role, code: "", nloc: 1) }
        let concerns = [("latest-wins", ["Models", "Views"]), ("card-formatting", ["Views"])].map { id, roles in
            TeachingReport.ConcernEntry(concern: Concern.all.first { $0.id == id }!, implementations: [
                .init(architectureID: "a", excerpts: roles.map(excerpt), work: nil),
            ])
        }
        return TeachingReport(architectures: [entry], scenarios: [], concerns: concerns, coupling: CouplingReport(architectures: [coupling]),
                              work: [WorkCounts(writes: 1_234, objectsAlive: 56)], summary: "", allAgree: true)
    }()

    /// Two changes: one touching two types (one new) with 10 + 2 lines of code and 7 comment
    /// lines, one touching three types with 5 + 0 lines of code.
    static let changes = ChangeReport(changes: [
        .init(id: "one", title: "One", screen: .search, architectures: [.init(architecture: "a", cost: PatchCost(
            types: NewAndModified(new: ["N"], modified: ["M"]), app: ChangedLines(code: LineCount(added: 10, removed: 2), comments: LineCount(added: 7))))]),
        .init(id: "two", title: "Two", screen: .song, architectures: [.init(architecture: "a", cost: PatchCost(
            types: NewAndModified(modified: ["M", "P", "Q"]), app: ChangedLines(code: LineCount(added: 5))))]),
    ])

    @Test func eachCellIsAFigureOrAPlaceWithTheAnchorOfItsEvidence() {
        let row = ReportTradeOffs.rows(Self.report, changes: Self.changes)[0]
        #expect(row.map(\.text) == [
            "A", "Models, Views", "Views", "Views", "—", "1,200 lines (Rx)", "56", "1,234",
            // 2 + 3 = 5 types, 1 of them new; 12 + 5 = 17 lines of code, the comments left out.
            "5 types (1 new), 17 lines of code (2 changes)", "When it fits.",
        ])
        // The report has no navigation concern: nothing to say, nowhere to link.
        #expect(row.map(\.anchor) == [nil, "concern-latest-wins", "concern-card-formatting", "roles-a", nil, "roles-a", "work", "work", "cost-of-change", nil])
    }

    @Test func withoutChangeDataTheCostOfChangeIsNotMeasured() {
        #expect(ReportTradeOffs.rows(Self.report, changes: nil)[0][8].text == "not measured")
    }

    @Test func theMarkdownTableLinksToTheHeadingsACodeHostAnchors() {
        let lines = ReportTradeOffs.markdown(Self.report, changes: nil)
        #expect(lines.contains { $0.hasPrefix("| A | [Models, Views](#latest-wins) | [Views](#flight-card-formatting) | [Views](#roles-and-dependencies) | — | [1,200 lines (Rx)](#roles-and-dependencies) | [56](#work) | [1,234](#work) | [not measured](#cost-of-change) | When it fits. |") })
    }

    @Test func theHTMLCellsCarryTheirColumnSoANarrowPageCanLabelThem() {
        let html = ReportTradeOffs.html(Self.report, changes: nil).joined(separator: "\n")
        #expect(html.contains("<tr><th scope=\"row\" data-label=\"Architecture\">A</th><td data-label=\"State\"><a href=\"#concern-latest-wins\">Models, Views</a></td>"))
        #expect(html.contains("<td data-label=\"When to choose it\">When it fits.</td></tr>"))
    }
}
