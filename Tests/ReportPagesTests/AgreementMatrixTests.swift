import Harness
@testable import Metrics
@testable import ReportPages
import Testing

/// The agreement matrix says in one line when every scenario passed everywhere, folds the
/// passing rows away, and shows the rows that did not pass first.
struct AgreementMatrixTests {
    private static func report(_ verdicts: [[ScenarioOutcome.Verdict]]) -> TeachingReport {
        let architectures = ["A", "B"].map { name in
            TeachingReport.ArchitectureEntry(id: name.lowercased(), name: name, summary: "", seedTitle: "", seedAuthor: "", seedURL: "",
                                             isBaseline: false, sourceFolder: "Sources/\(name)", searchPath: nil)
        }
        let rows = verdicts.enumerated().map { index, verdicts in
            TeachingReport.ScenarioRow(file: "Scenarios/s\(index).scenario", name: "S\(index)", tags: [], verdicts: verdicts)
        }
        return TeachingReport(architectures: architectures, scenarios: rows, concerns: [], coupling: CouplingReport(architectures: []),
                              work: [WorkCounts(), WorkCounts()], summary: "", allAgree: verdicts.allSatisfy { $0.allSatisfy { $0 == .pass } })
    }

    private static func agreement(_ markdown: String) -> [String] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex(of: "## Agreement")!
        return Array(lines[(start + 2)...].prefix { !$0.hasPrefix("## ") })
    }

    @Test func whenEveryScenarioPassesTheMatrixIsOneLineWithTheRowsFolded() {
        let lines = Self.agreement(ReportMarkdown.render(Self.report([[.pass, .pass], [.pass, .pass]]), machine: nil))
        #expect(lines[0] == "✓ All 2 scenarios on all 2 architectures pass: every expectation held, nothing leaked, and every screen equalled every other architecture's after every step.")
        #expect(lines[2] == "<details><summary>The 2 scenarios, one row each</summary>")
        #expect(lines.filter { $0.hasPrefix("| [S") }.count == 2)
    }

    @Test func rowsThatDidNotPassComeFirstAndUnfolded() {
        let lines = Self.agreement(ReportMarkdown.render(Self.report([[.pass, .pass], [.pass, .fail]]), machine: nil))
        #expect(lines[0].hasPrefix("1 of the 2 scenarios on all 2 architectures did not pass everywhere; they are listed first."))
        let failing = lines.firstIndex { $0.hasPrefix("| [S1]") }!
        let folded = lines.firstIndex(of: "<details><summary>The 1 scenarios that passed everywhere</summary>")!
        #expect(failing < folded)
        #expect(lines[failing] == "| [S1](../Scenarios/s1.scenario) | ✓ | ✗ fail |")
        #expect(lines[folded...].contains { $0.hasPrefix("| [S0]") })
    }

    @Test func theHTMLPageFoldsThePassingRowsTooAndBreaksPathsAtSlashes() {
        let html = ReportHTML.render(Self.report([[.pass, .pass]]), machine: nil)
        #expect(html.contains("<details><summary>The 1 scenarios, one row each</summary>"))
        #expect(html.contains("<code>Scenarios/<wbr>s0.scenario</code>"))
    }
}
