import Foundation
import Testing
import WorkbenchTestKit

/// The README quotes the report's summary table; this keeps the quote true.
struct ReadmeSummaryTests {
    @Test func theReadmeQuotesTheCommittedReportsSummaryTable() throws {
        let report = try String(contentsOfFile: packageRoot + "/Reports/comparison.md", encoding: .utf8)
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(report.range(of: "| Architecture | Scenarios passed |"), "the report has no summary table")
        let end = report.range(of: "\n\n", range: start.lowerBound..<report.endIndex)?.lowerBound ?? report.endIndex
        let table = String(report[start.lowerBound..<end])
        #expect(readme.contains(table), "README.md's summary table differs from Reports/comparison.md's:\n\(table)")
    }
}
