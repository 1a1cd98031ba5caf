@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// The report's "Cost of change" section, rendered from data made by hand: the ratios and line
/// counts below are worked out from the costs given.
struct CostOfChangeSectionTests {
    static func entry(_ id: String, _ name: String) -> TeachingReport.ArchitectureEntry {
        TeachingReport.ArchitectureEntry(id: id, name: name, summary: "", seedTitle: "", seedAuthor: "", seedURL: "",
                                         isBaseline: false, sourceFolder: "Sources/Architectures/\(name)", searchPath: nil)
    }

    static let report = TeachingReport(
        architectures: [entry("mvc", "MVC"), entry("mvvm", "MVVM"), entry("direct", "Direct")], scenarios: [], concerns: [],
        coupling: CouplingReport(architectures: []), work: [], summary: "", allAgree: true
    )

    static let changes = ChangeReport(
        changes: [
            ChangeReport.Change(
                id: "year", title: "Show the year",
                notes: "- **MVC**: the view controller composes it,\n  the cell shows it.\n- **Direct**: its `cellForRowAt`.",
                shared: PatchCost(filesTouched: ["Scenarios/search/a.scenario"], rolesTouched: ["Scenarios"], app: LineCount(added: 3, removed: 2)),
                architectures: [
                    // Two roles of five: 0.40.
                    ChangeReport.ArchitectureResult(
                        architecture: "mvc", roles: 5,
                        cost: PatchCost(filesTouched: ["A.swift", "B.swift"], filesAdded: ["C.swift"], rolesTouched: ["ViewControllers", "Views"],
                                        typesTouched: ["A", "B", "C"], app: LineCount(added: 11, removed: 4), tests: LineCount(added: 6))
                    ),
                    ChangeReport.ArchitectureResult(architecture: "mvvm", roles: 6, problems: ["mvvm.patch does not apply: no"]),
                    // One role of two: 0.50.
                    ChangeReport.ArchitectureResult(
                        architecture: "direct", roles: 2,
                        cost: PatchCost(filesTouched: ["D.swift"], rolesTouched: ["ViewControllers"], typesTouched: ["D"], app: LineCount(added: 3, removed: 1))
                    ),
                ]
            ),
        ],
        sideBySide: SideBySide(change: "year", why: "Where the `detail` is composed.", patches: [
            SideBySide.Patch(architecture: "mvc", files: [SideBySide.File(path: "A.swift", hunks: "@@ -1,2 +1,2 @@\n-old\n+new\n same")]),
            SideBySide.Patch(architecture: "direct", files: [SideBySide.File(path: "D.swift", hunks: "@@ -3 +3 @@\n-a < b\n+a > b")]),
        ])
    )

    @Test func theMarkdownSectionShowsTheTableTheNotesAndThePairsHunks() {
        let lines = ReportChanges.markdown(Self.changes, report: Self.report)

        #expect(lines.filter { $0.hasPrefix("| year") } == [
            "| year | shared | 1 | 0 | Scenarios |  | 0 | +3 −2 | +0 −0 |  |",
            "| year | MVC | 2 | 1 | 2/5 | 0.40 | 3 | +11 −4 | +6 −0 | ✓ |",
            "| year | MVVM |  |  |  |  |  |  |  | ✗ |",
            "| year | Direct | 1 | 0 | 1/2 | 0.50 | 1 | +3 −1 | +0 −0 | ✓ |",
        ])
        #expect(lines.contains("- year, mvvm: mvvm.patch does not apply: no"))
        #expect(lines.contains("**1 change × 3 architectures: failing: year.**"))
        #expect(lines.contains("- **MVC**: the view controller composes it,\n  the cell shows it.\n- **Direct**: its `cellForRowAt`."))
        let pair = lines.drop { $0 != "### Side by side: MVC and Direct on `year`" }
        #expect(Array(pair.prefix(13)) == [
            "### Side by side: MVC and Direct on `year`", "", "Where the `detail` is composed.", "",
            "#### MVC — `A.swift`", "", "```diff", "@@ -1,2 +1,2 @@\n-old\n+new\n same", "```", "",
            "#### Direct — `D.swift`", "", "```diff",
        ])
    }

    @Test func theHTMLSectionQuotesTheNotesAsAListAndMarksEachChangedLine() {
        let html = ReportChanges.html(Self.changes, report: Self.report)

        #expect(html.first == "<section id=\"cost-of-change\">")
        #expect(html.contains("<tr><th scope=\"row\" data-label=\"Change\">year</th><td data-label=\"Architecture\">MVC</td><td data-label=\"Files\">2</td>"
            + "<td data-label=\"Added\">1</td><td data-label=\"Roles\">2/5</td><td data-label=\"SAAM\">0.40</td><td data-label=\"Types\">3</td>"
            + "<td data-label=\"App +/−\">+11 −4</td><td data-label=\"Tests +/−\">+6 −0</td><td data-label=\"Result\">✓</td></tr>"))
        #expect(html.contains("<ul><li><b>MVC</b>: the view controller composes it, the cell shows it.</li><li><b>Direct</b>: its <code>cellForRowAt</code>.</li></ul>"))
        // One block a line, its indentation (after the marker) no-break spaces.
        #expect(html.contains("<pre class=\"diff\"><code><span class=\"line hunk\">@@ -1,2 +1,2 @@\n</span><del class=\"line\" style=\"--indent:1\">-old\n</del>"
            + "<ins class=\"line\" style=\"--indent:1\">+new\n</ins><span class=\"line\" style=\"--indent:1\">\u{A0}same\n</span></code></pre></figure>"))
        #expect(html.contains("<pre class=\"diff\"><code><span class=\"line hunk\">@@ -3 +3 @@\n</span><del class=\"line\" style=\"--indent:1\">-a &lt; b\n</del>"
            + "<ins class=\"line\" style=\"--indent:1\">+a &gt; b\n</ins></code></pre></figure>"))
    }

    @Test func withoutDataTheSectionSaysHowToMeasure() {
        let lines = ReportChanges.markdown(nil, report: Self.report)
        #expect(lines.last { !$0.isEmpty } == ReportChanges.notMeasured)
        #expect(!lines.contains { $0.hasPrefix("| ") })
    }

    @Test func notesKeepAParagraphApartFromAListAndAnUnpairedStarAsWritten() {
        #expect(NotesHTML.render("One\ntwo.\n\n- a\n- b **c**\n\nEnd ** here.") == [
            "<p>One two.</p>", "<ul><li>a</li><li>b <b>c</b></li></ul>", "<p>End ** here.</p>",
        ])
    }
}
