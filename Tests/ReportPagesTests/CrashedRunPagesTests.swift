import Harness
@testable import Metrics
@testable import ReportPages
import Testing

/// In the teaching report, a run whose process died reads "✗ crash" in the agreement matrix,
/// and the work table says that its totals leave that run out.
struct CrashedRunPagesTests {
    /// A and B over two scenarios; B's run of the second crashed.
    private static let report: TeachingReport = {
        let architectures = ["A", "B"].map { name in
            TeachingReport.ArchitectureEntry(id: name.lowercased(), name: name, summary: "", seedTitle: "", seedAuthor: "", seedURL: "",
                                             isBaseline: false, sourceFolder: "Sources/\(name)", searchPath: nil)
        }
        let rows = [[ScenarioOutcome.Verdict.pass, .pass], [.pass, .crash]].enumerated().map { index, verdicts in
            TeachingReport.ScenarioRow(file: "Scenarios/s\(index).scenario", name: "S\(index)", tags: [], verdicts: verdicts)
        }
        return TeachingReport(architectures: architectures, scenarios: rows, concerns: [], coupling: CouplingReport(architectures: []),
                              work: [WorkCounts(), WorkCounts()], crashedFiles: [[], ["Scenarios/s1.scenario"]], summary: "", allAgree: false)
    }()

    private static let leftOut = "The totals leave out the run that crashed, whose counts went down with its process: B's on Scenarios/s1.scenario."

    @Test func theMarkdownMarksTheCrashAndSaysWhatTheWorkTotalsLeaveOut() {
        let markdown = ReportMarkdown.render(Self.report, machine: nil)

        #expect(markdown.contains("| [S1](../Scenarios/s1.scenario) | ✓ | ✗ crash |\n"))
        #expect(markdown.contains("| B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n\n\(Self.leftOut)\n"))
    }

    @Test func theHTMLMarksTheCrashAndSaysWhatTheWorkTotalsLeaveOut() {
        let html = ReportHTML.render(Self.report, machine: nil)

        #expect(html.contains("<td class=\"crash\" data-label=\"B\">✗ crash</td>"))
        #expect(html.contains("</tbody></table></div>\n<p>\(Self.leftOut.replacingOccurrences(of: "'", with: "&#39;"))</p>\n</section>"))
    }

    @Test func withoutACrashTheWorkTableSaysNothingMore() {
        var report = Self.report
        report.crashedFiles = nil

        #expect(!ReportMarkdown.render(report, machine: nil).contains("leave out"))
        #expect(!ReportHTML.render(report, machine: nil).contains("leave out"))
    }
}
