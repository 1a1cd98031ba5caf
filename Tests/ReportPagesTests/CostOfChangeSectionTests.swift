@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// The report's "Cost of change" section, rendered from data made by hand: every cell below is
/// worked out from the costs given.
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
                id: "year", title: "Show the year", screen: .search,
                notes: "- **MVC**: the view controller composes it,\n  the cell shows it.\n- **Direct**: its `cellForRowAt`.",
                shared: PatchCost(appFiles: NewAndModified(modified: ["Scenarios/search/a.scenario"]), roles: NewAndModified(modified: ["Scenarios"]),
                                  app: ChangedLines(code: LineCount(added: 3, removed: 2))),
                architectures: [
                    ChangeReport.ArchitectureResult(
                        architecture: "mvc",
                        cost: PatchCost(appFiles: NewAndModified(new: ["C.swift"], modified: ["A.swift", "B.swift"]), testFiles: NewAndModified(new: ["T.swift"]),
                                        roles: NewAndModified(new: ["Stores"], modified: ["ViewControllers", "Views"]),
                                        types: NewAndModified(new: ["C"], modified: ["A", "B"]),
                                        app: ChangedLines(code: LineCount(added: 11, removed: 4), comments: LineCount(added: 2), blank: LineCount(added: 1, removed: 1)),
                                        tests: ChangedLines(code: LineCount(added: 6), blank: LineCount(added: 2)))
                    ),
                    ChangeReport.ArchitectureResult(architecture: "mvvm", problems: ["mvvm.patch does not apply: no"]),
                    ChangeReport.ArchitectureResult(
                        architecture: "direct",
                        cost: PatchCost(appFiles: NewAndModified(modified: ["D.swift"]), roles: NewAndModified(modified: ["ViewControllers"]),
                                        types: NewAndModified(modified: ["D"]), app: ChangedLines(code: LineCount(added: 3, removed: 1)))
                    ),
                ]
            ),
        ],
        sideBySide: SideBySide(change: "year", why: "Where the `detail` is composed.", patches: [
            SideBySide.Patch(architecture: "mvc", files: [SideBySide.File(path: "A.swift", hunks: "@@ -1,2 +1,2 @@\n-old\n+new\n same")]),
            SideBySide.Patch(architecture: "direct", files: [SideBySide.File(path: "D.swift", hunks: "@@ -3 +3 @@\n-a < b\n+a > b")]),
        ])
    )

    /// Three changes, on two screens: MVC's `List` is touched by all three, its `Cell` by two.
    static let three = ChangeReport(changes: ["x", "y", "z"].map { id in
        ChangeReport.Change(id: id, title: id, screen: id == "z" ? .card : .search, architectures: [
            ChangeReport.ArchitectureResult(architecture: "mvc", cost: PatchCost(types: NewAndModified(modified: id == "z" ? ["List"] : ["Cell", "List"]))),
            ChangeReport.ArchitectureResult(architecture: "direct", cost: PatchCost(types: NewAndModified(modified: ["VC"]))),
        ])
    })

    @Test func theMarkdownSectionShowsTheTableTheNotesAndThePairsHunks() {
        let lines = ReportChanges.markdown(Self.changes, report: Self.report)

        #expect(lines.filter { $0.hasPrefix("| year") } == [
            "| year | shared | 0 | +3 −2 | +0 −0, +0 −0 | Scenarios | 1 | 0 | +0 −0 |  |",
            // Three types, one declared by the patch; three roles, Stores made by it; one test file, new.
            "| year | MVC | 3 (1 new) | +11 −4 | +2 −0, +1 −1 | 3 (1 new: Stores) | 3 (1 new) | 1 (1 new) | +6 −0 | ✓ |",
            "| year | MVVM |  |  |  |  |  |  |  | ✗ |",
            "| year | Direct | 1 | +3 −1 | +0 −0, +0 −0 | 1 | 1 | 0 | +0 −0 | ✓ |",
        ])
        #expect(lines.contains("- year, mvvm: mvvm.patch does not apply: no"))
        #expect(lines.contains("**1 change × 3 architectures: failing: year.**"))
        #expect(lines.contains("[`year`](../Scenarios/changes/year/change.md), seen on the search screen."))
        #expect(lines.contains("- **MVC**: the view controller composes it,\n  the cell shows it.\n- **Direct**: its `cellForRowAt`."))
        let pair = lines.drop { $0 != "### Side by side: MVC and Direct on `year`" }
        #expect(Array(pair.prefix(13)) == [
            "### Side by side: MVC and Direct on `year`", "", "Where the `detail` is composed.", "",
            "#### MVC — `A.swift`", "", "```diff", "@@ -1,2 +1,2 @@\n-old\n+new\n same", "```", "",
            "#### Direct — `D.swift`", "", "```diff",
        ])
    }

    @Test func theTypesThreeChangesTouchAndTheChangesPerScreenHaveTablesOfTheirOwn() {
        let lines = ReportChanges.markdown(Self.three, report: Self.report)

        let interaction = lines.drop { $0 != "### Types touched by 3 or more of the 3 changes (SAAM's scenario interaction)" }
        // MVC's `Cell`, touched by two, is left out.
        #expect(Array(interaction.dropFirst(4).prefix(4)) == [
            "| Architecture | Type | Changes |", "| --- | --- | --- |", "| MVC | List | 3 of 3: x, y, z |", "| Direct | VC | 3 of 3: x, y, z |",
        ])
        let coverage = lines.drop { $0 != "### Changes per screen" }
        // Two of three on search: more than half.
        #expect(Array(coverage.dropFirst(4).prefix(9)) == [
            "| Screen | Changes |", "| --- | --- |", "| search | 2: x, y |", "| song | none |", "| board | none |", "| card | 1: z |", "",
            "Changes per screen: search 2, song 0, board 0, card 1; search holds more than half of them, so they do not cover the app evenly.", "",
        ])
        #expect(ReportChanges.markdown(Self.changes, report: Self.report).contains("None."))
    }

    @Test func theHTMLSectionQuotesTheNotesAsAListAndMarksEachChangedLine() {
        let html = ReportChanges.html(Self.changes, report: Self.report)

        #expect(html.first == "<section id=\"cost-of-change\">")
        #expect(html.contains("<tr><th scope=\"row\" data-label=\"Change\">year</th><td data-label=\"Architecture\">MVC</td><td data-label=\"Types\">3 (1 new)</td>"
                              + "<td data-label=\"Code +/−\">+11 −4</td><td data-label=\"Comments, blank\">+2 −0, +1 −1</td>"
                              + "<td data-label=\"Roles\">3 (1 new: Stores)</td><td data-label=\"App files\">3 (1 new)</td><td data-label=\"Test files\">1 (1 new)</td>"
                              + "<td data-label=\"Test code +/−\">+6 −0</td><td data-label=\"Result\">✓</td></tr>"))
        #expect(html.contains("<p class=\"note\"><code>Scenarios/changes/year/change.md</code>, seen on the search screen</p>"))
        #expect(html.contains("<ul><li><b>MVC</b>: the view controller composes it, the cell shows it.</li><li><b>Direct</b>: its <code>cellForRowAt</code>.</li></ul>"))
        // One block a line, its indentation (after the marker) no-break spaces.
        #expect(html.contains("<pre class=\"diff\"><code><span class=\"line hunk\">@@ -1,2 +1,2 @@\n</span><del class=\"line\" style=\"--indent:1\">-old\n</del>"
            + "<ins class=\"line\" style=\"--indent:1\">+new\n</ins><span class=\"line\" style=\"--indent:1\">\u{A0}same\n</span></code></pre></figure>"))
        #expect(html.contains("<pre class=\"diff\"><code><span class=\"line hunk\">@@ -3 +3 @@\n</span><del class=\"line\" style=\"--indent:1\">-a &lt; b\n</del>"
            + "<ins class=\"line\" style=\"--indent:1\">+a &gt; b\n</ins></code></pre></figure>"))
        let three = ReportChanges.html(Self.three, report: Self.report)
        #expect(three.contains("<tr><th scope=\"row\" data-label=\"Architecture\">MVC</th><td data-label=\"Type\">List</td><td data-label=\"Changes\">3 of 3: x, y, z</td></tr>"))
        #expect(three.contains("<tr><th scope=\"row\" data-label=\"Screen\">card</th><td data-label=\"Changes\">1: z</td></tr>"))
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
