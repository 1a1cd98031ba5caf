@testable import ReportPages
import Testing

/// The report's title counts the architectures it compares, the baseline left out, so one
/// more architecture needs no edit of it.
struct ReportTitleTests {
    @Test func theTitleCountsTheArchitecturesButNotTheBaseline() {
        // MVC and MVVM, and Direct, the baseline.
        let report = ReportHTMLStructureTests.report

        #expect(ReportMarkdown.title(report) == "One app, two iOS architectures: the comparison")
        #expect(ReportMarkdown.render(report, machine: nil).hasPrefix("# One app, two iOS architectures: the comparison\n"))
        #expect(ReportHTMLStructureTests.html.contains("<title>One app, two iOS architectures: the comparison</title>"))
        #expect(ReportHTMLStructureTests.html.contains("<h1>One app, two iOS architectures: the comparison</h1>"))
    }

    @Test func oneArchitectureIsSaidInTheSingular() {
        // MVVM, and Direct, the baseline.
        let all = ReportHTMLStructureTests.report
        let report = TeachingReport(architectures: Array(all.architectures.dropFirst()), scenarios: [], concerns: [], coupling: all.coupling,
                                    work: Array(all.work.dropFirst()), summary: "", allAgree: true)

        #expect(ReportMarkdown.title(report) == "One app, one iOS architecture: the comparison")
    }
}
