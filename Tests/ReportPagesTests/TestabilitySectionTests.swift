@testable import Metrics
import Mutation
@testable import ReportPages
import Reports
import Testing

/// The report's "Testability" section, rendered from mutation results made by hand: every
/// figure below is worked out from the records given.
struct TestabilitySectionTests {
    static func entry(_ id: String, _ name: String, baseline: Bool = false) -> TeachingReport.ArchitectureEntry {
        TeachingReport.ArchitectureEntry(id: id, name: name, summary: "", seedTitle: "", seedAuthor: "", seedURL: "",
                                         isBaseline: baseline, sourceFolder: "Sources/Architectures/\(name)", searchPath: nil)
    }

    static let report = TeachingReport(
        architectures: [entry("mvc", "MVC"), entry("mvvm", "MVVM"), entry("direct", "Direct", baseline: true)], scenarios: [], concerns: [],
        coupling: CouplingReport(architectures: []), work: [], summary: "", allAgree: true
    )

    static func record(_ owner: String, _ line: Int, _ outcome: MutationOutcome, _ kind: MutationOperator = .relational,
                       original: String = "<", mutated: String = "<=", folder: String? = nil) -> MutationRecord {
        let file = "Sources/\(folder ?? "Architectures/\(owner.uppercased())")/A.swift"
        return MutationRecord(id: "\(file):\(line):9:\(kind.rawValue)", architecture: owner, number: line, file: file, line: line, column: 9,
                              operator: kind, original: original, mutated: mutated, outcome: outcome, scenarios: nil, unitTests: nil)
    }

    /// MVC: seven mutants, four ran (unit tests caught two, scenarios two, either three), one of
    /// each outcome left out. MVVM: two, both caught by its unit tests. Direct and the Reactive
    /// library: one survivor each.
    static let document = MutationDocument(mutants: [
        record("mvc", 1, .killedByUnitTests),
        record("mvc", 2, .killedByBoth, .logical, original: "&&", mutated: "||"),
        record("mvc", 3, .survived, .removedCall, original: "load()", mutated: ""),
        record("mvc", 4, .killedByScenarios),
        record("mvc", 5, .timedOut, .negatedCondition),
        record("mvc", 6, .notCompiled, .negatedTernary),
        record("mvc", 7, .equivalent, .offByOne),
        record("mvvm", 1, .killedByUnitTests),
        record("mvvm", 2, .killedByUnitTests),
        record("Reactive", 1, .survived, .offByOne, original: "1", mutated: "2", folder: "Reactive"),
        record("direct", 1, .survived, .logical, original: "a || b", mutated: "a && b"),
    ])

    @Test func eachArchitecturesRowGivesItsSharesWithTheirWilsonIntervals() {
        let figures = TestabilityFigures(Self.document, report: Self.report)
        // MVC, 2 of 4: centre (2 + 1.920729) / 7.841459 = 0.5, half 1.959964 × √(1 + 0.960365) /
        // 7.841459 = 0.349960. 3 of 4: centre 4.920729 / 7.841459 = 0.627527, half 1.959964 ×
        // √(0.75 + 0.960365) / 7.841459 = 0.326886. MVVM, 2 of 2: centre 3.920729 / 5.841459 =
        // 0.671190, half 1.920729 / 5.841459 = 0.328810, so 0.342380 to 1; 0 of 2, its mirror.
        // Direct, 0 of 1: centre and half both 1.920729 / 4.841459 = 0.396726, so 0 to 0.793453.
        #expect(ReportTestability.rows(figures.architectures, report: Self.report) == [
            ["MVC", "7", "4", "50.0% [15.0%–85.0%]", "50.0% [15.0%–85.0%]", "75.0% [30.1%–95.4%]", "1", "1", "1", "1"],
            ["MVVM", "2", "2", "100.0% [34.2%–100.0%]", "0.0% [0.0%–65.8%]", "100.0% [34.2%–100.0%]", "0", "0", "0", "0"],
            ["Direct", "1", "1", "0.0% [0.0%–79.3%]", "0.0% [0.0%–79.3%]", "0.0% [0.0%–79.3%]", "1", "0", "0", "0"],
        ])
        #expect(ReportTestability.rows(figures.libraries, report: Self.report).map(\.first) == ["Reactive"])
    }

    @Test func twiceTheShareOnFourMutantsIsNotRanked() {
        // MVVM 2 of 2 against MVC 2 of 4: of C(6,4) = 15 tables with 4 caught, C(4,x)·C(2,4−x) for
        // x = 2, 3, 4 is 6, 8, 1; seen x = 2 (6), no likelier: 2 and 4, 7/15 = 0.47. Direct is not ranked.
        let figures = TestabilityFigures(Self.document, report: Self.report)
        #expect(figures.unitTests.groups == [["mvc", "mvvm"]])
        #expect(ReportTestability.findings(figures, of: .unitTests, report: Self.report) == [
            "By the share of mutants their own unit tests catch, MVC (50.0%) and MVVM (100.0%) cannot be ranked: no split of them "
                + "into higher and lower has every share above shown to differ from every share below.",
        ])
    }

    @Test func groupsThatDifferAreChainedFromTheHighestShare() {
        // MVVM 20 of 20 against MVC 0 of 20: 2 / C(40,20), far below 5%.
        let document = MutationDocument(mutants: (1...20).flatMap { [Self.record("mvc", $0, .survived), Self.record("mvvm", $0, .killedByUnitTests)] })
        let figures = TestabilityFigures(document, report: Self.report)
        #expect(ReportTestability.findings(figures, of: .unitTests, report: Self.report) == [
            "By the share of mutants their own unit tests catch, the unit tests of MVVM (100.0%) catch a larger share of their mutants "
                + "than those of MVC (0.0%). Every share of one group is shown to differ from every share of another; within a group they are not ranked.",
        ])
    }

    @Test func theScenariosSharesAreDecidedAndWordedAfterTheUnitTests() {
        // The scenarios catch all 20 of MVVM's mutants and none of MVC's: 2 / C(40,20), far
        // below 5%. No unit test catches any: 0 of 20 each, one group with no pair that differs.
        let document = MutationDocument(mutants: (1...20).flatMap { [Self.record("mvc", $0, .survived), Self.record("mvvm", $0, .killedByScenarios)] })
        let figures = TestabilityFigures(document, report: Self.report)
        #expect(ReportTestability.findings(figures, report: Self.report) == [
            "By the share of mutants their own unit tests catch, MVC (0.0%) and MVVM (0.0%) cannot be ranked: no split of them into "
                + "higher and lower has every share above shown to differ from every share below.",
            "By the share of mutants the scenarios catch, the scenarios catch a larger share of the mutants of MVVM (100.0%) than of those "
                + "of MVC (0.0%). Every share of one group is shown to differ from every share of another; within a group they are not ranked.",
        ])
    }

    @Test func pairsThatDifferInsideOneGroupAreNamed() {
        // MVC 9 of 10, MVVM 5 of 10, MVP 0 of 10. Fisher (hypergeometric, tables no likelier than
        // the one seen): MVC–MVP, 9 caught of 20, 10 + 10 of C(20,9) = 167,960: 0.000119; MVVM–MVP,
        // 5 of 20, 252 + 252 of 15,504: 0.0325; MVC–MVVM, 14 of 20, 2,520 + 210 + 2,520 + 210 of
        // 38,760: 0.141. Holm: 0.000357, 0.065, 0.141: only MVC–MVP differs, so no cut is clean
        // (MVC–MVVM and MVVM–MVP do not differ) and the three are one group.
        let report = TeachingReport(
            architectures: [Self.entry("mvc", "MVC"), Self.entry("mvvm", "MVVM"), Self.entry("mvp", "MVP")], scenarios: [], concerns: [],
            coupling: CouplingReport(architectures: []), work: [], summary: "", allAgree: true
        )
        let mutants = (1...10).flatMap { line in
            [Self.record("mvc", line, line <= 9 ? .killedByUnitTests : .survived), Self.record("mvvm", line, line <= 5 ? .killedByUnitTests : .survived),
             Self.record("mvp", line, .survived)]
        }
        let figures = TestabilityFigures(MutationDocument(mutants: mutants), report: report)
        #expect(figures.unitTests.groups == [["mvc", "mvvm", "mvp"]])
        #expect(ReportTestability.findings(figures, of: .unitTests, report: report).last == "Some pairs are shown to differ, the first catching the larger share: MVC over MVP.")
    }

    @Test func theMissesTableGivesPerOperatorTheShareTheUnitTestsLetThrough() {
        let figures = TestabilityFigures(Self.document, report: Self.report)
        // MVC's relational mutants: one caught by unit tests, one by scenarios alone; its logical
        // one by both; its removed call by none. The other kinds did not run.
        #expect(ReportTestability.missesHeader == ["Architecture", "relational", "logical", "negated-condition", "negated-ternary", "removed-call", "off-by-one"])
        #expect(ReportTestability.missesRows(figures, report: Self.report) == [
            ["MVC", "1 of 2 (50.0%)", "0 of 1 (0.0%)", "—", "—", "1 of 1 (100.0%)", "—"],
            ["MVVM", "0 of 2 (0.0%)", "—", "—", "—", "—", "—"],
            ["Direct", "—", "1 of 1 (100.0%)", "—", "—", "—", "—"],
        ])
    }

    @Test func theMarkdownSectionListsTheLibrariesApartAndEverySurvivor() {
        let lines = ReportTestability.markdown(Self.document, report: Self.report)
        #expect(lines.first == "## Testability")
        #expect(lines.contains("| MVC | 7 | 4 | 50.0% [15.0%–85.0%] | 50.0% [15.0%–85.0%] | 75.0% [30.1%–95.4%] | 1 | 1 | 1 | 1 |"))
        #expect(lines.contains("| Reactive | 1 | 1 | 0.0% [0.0%–79.3%] | 0.0% [0.0%–79.3%] | 0.0% [0.0%–79.3%] | 1 | 0 | 0 | 0 |"))
        let survivors = Array(lines.drop { $0 != "### Survivors" })
        #expect(survivors.filter { $0.hasPrefix("#### ") } == ["#### MVC: 1 survivor", "#### Direct: 1 survivor", "#### Reactive: 1 survivor"])
        #expect(survivors.contains("- `Sources/Architectures/MVC/A.swift`:3 removed-call: `load()` → (removed)"))
        #expect(survivors.contains("- `Sources/Architectures/DIRECT/A.swift`:1 logical: `a || b` → `a && b`"))
        #expect(survivors.contains("- `Sources/Reactive/A.swift`:1 off-by-one: `1` → `2`"))
    }

    @Test func theHTMLSectionPutsEachTargetsSurvivorsInDetails() {
        let html = ReportTestability.html(Self.document, report: Self.report).joined(separator: "\n")
        #expect(html.hasPrefix("<section id=\"testability\">"))
        #expect(html.contains("<details class=\"survivors\"><summary>MVC: 1 survivor</summary><ul>"))
        #expect(html.contains(":1 logical: <code>a || b</code> → <code>a &amp;&amp; b</code></li>"))
        #expect(html.contains(":3 removed-call: <code>load()</code> → (removed)</li>"))
        #expect(html.contains("<h3>Support libraries</h3>"))
    }

    @Test func withNoResultsTheSectionSaysHowToMakeThem() {
        let lines = ReportTestability.markdown(nil, report: Self.report)
        #expect(lines == ["## Testability", "", ReportTestability.intro, "", ReportTestability.notMeasured, ""])
        #expect(ReportTestability.html(nil, report: Self.report).contains("<p>\(ReportHTML.inline(ReportTestability.notMeasured))</p>"))
    }
}
