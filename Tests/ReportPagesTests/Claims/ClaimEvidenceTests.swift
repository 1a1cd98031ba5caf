import Harness
@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// The figures a claim is decided by, gathered from a hand-made report.
struct ClaimEvidenceTests {
    /// A and B; A's roles Views → Models by two type names and Views → Domain (a module) by
    /// three, B's Views → Models by one, and by one more that only nests B's types in it.
    static let report: TeachingReport = {
        func entry(_ id: String) -> TeachingReport.ArchitectureEntry {
            .init(id: id, name: id.uppercased(), summary: "", seedTitle: "", seedAuthor: "", seedURL: "", isBaseline: false,
                  sourceFolder: "Sources/\(id)", searchPath: nil)
        }
        var a = ArchitectureCoupling(id: "a", name: "A", sourceFolder: "Sources/a")
        a.edges = [Edge(from: "Views", to: .role("Models"), names: ["M1", "M2"]),
                   Edge(from: "Views", to: .module("Domain"), names: ["D1", "D2", "D3"])]
        var controllers = RoleMetrics(name: "ViewControllers")
        controllers.nloc = 40
        a.roles = [controllers]
        var b = ArchitectureCoupling(id: "b", name: "B", sourceFolder: "Sources/b")
        b.edges = [Edge(from: "Views", to: .role("Models"), names: ["M1", "N"], nestingNames: ["N"])]
        return TeachingReport(architectures: [entry("a"), entry("b")], scenarios: [], concerns: [],
                              coupling: CouplingReport(architectures: [a, b]),
                              work: [WorkCounts(objectsAlive: 7), WorkCounts(objectsAlive: 9)], summary: "", allAgree: true)
    }()

    @Test func couplingCountsTheTypeNamesBetweenRolesNotModulesNorNesting() {
        #expect(ClaimEvidence.gather(.roleCoupling, report: Self.report, changes: nil, bench: nil) == .counts(["a": 2, "b": 1]))
    }

    @Test func viewControllerLinesAreNotMeasuredWithoutThatRole() {
        #expect(ClaimEvidence.gather(.viewControllerLines, report: Self.report, changes: nil, bench: nil) == .counts(["a": 40]))
    }

    @Test func memoryIsThePeakOfObjectsAlive() {
        #expect(ClaimEvidence.gather(.peakObjectsAlive, report: Self.report, changes: nil, bench: nil) == .counts(["a": 7, "b": 9]))
    }

    @Test func linesChangedAddUpEveryChangeAndLeaveOutAnArchitectureMissingOne() {
        func result(_ id: String, added: Int, removed: Int) -> ChangeReport.ArchitectureResult {
            .init(architecture: id, cost: PatchCost(app: ChangedLines(code: LineCount(added: added, removed: removed))))
        }
        // A: 10 + 2 and 5 + 0 lines; B has no cost in the second change.
        let changes = ChangeReport(changes: [
            .init(id: "one", title: "One", screen: .search, architectures: [result("a", added: 10, removed: 2), result("b", added: 1, removed: 0)]),
            .init(id: "two", title: "Two", screen: .song, architectures: [result("a", added: 5, removed: 0), .notMeasured("b")]),
        ])
        #expect(ClaimEvidence.gather(.linesChanged, report: Self.report, changes: changes, bench: nil) == .counts(["a": 17]))
        #expect(ClaimEvidence.gather(.linesChanged, report: Self.report, changes: nil, bench: nil) == .counts([:]))
    }

    @Test func theTableWordsAFindingAndLinksItsEvidence() {
        let claim = PublishedClaim(id: "c", source: .init(authors: "Author, A.", year: nil, title: "Title", publishedIn: "Blog", url: "https://example.org/t"),
                                   architectureID: "b", measure: .peakObjectsAlive, among: ["b", "a"])
        var report = Self.report
        report.claims = [ClaimFinding.decide(claim, evidence: .counts(["a": 7, "b": 9]), architectures: [("a", false), ("b", false)])]
        // 7 against 9: 2 apart, 10% of 9 is 0.9, so A is decidedly fewer.
        #expect(ReportClaims.markdown(report).contains(
            "| B uses the least memory of A and B | [Author, A. (n.d.). Title. Blog.](https://example.org/t) | [Peak app objects alive, over every scenario](#work) "
                + "| A 7, B 9 | Does not hold: A is lower by more than 10% |"))
        #expect(ReportClaims.html(report).joined().contains("Author, A. (n.d.). Title. Blog. <span class=\"url\">https://example.org/t</span>"))
    }
}
