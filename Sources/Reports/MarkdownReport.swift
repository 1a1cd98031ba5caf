import Bench
import Foundation
import Harness
import Metrics
import ScenarioLanguage

/// Renders a ``CompareReport`` as Markdown tables (verdicts, then work), for pull requests and
/// CI summaries.
public enum MarkdownReport {
    /// `compare --format markdown`: the verdict and work tables, then each scenario's problems.
    public static func render(_ report: CompareReport) -> String {
        let ids = report.architectures.map(\.id)
        var lines = [
            "| Scenario | " + report.architectures.map(\.name).joined(separator: " | ") + " |",
            "|---|" + ids.map { _ in ":-:|" }.joined(),
        ]
        for outcome in report.outcomes {
            let marks = ids.map { (outcome.verdicts[$0] ?? .error).symbol }
            lines.append("| `\(outcome.file)` — \(escaped(outcome.name)) | " + marks.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("✓ pass · ✗ fail or crash · ≠ diverged · ! scenario error")
        lines.append("")
        lines.append(contentsOf: WorkTable.markdown(report))
        let problems = report.outcomes.filter { !$0.allPass }
        if !problems.isEmpty {
            lines.append("")
            lines.append("## Problems")
            for outcome in problems {
                lines.append("")
                lines.append("### `\(outcome.file)`")
                lines.append("")
                lines.append("```")
                lines.append(TextReport(useColor: false).details(of: outcome).trimmingLeadingBlankLines())
                lines.append("```")
            }
        }
        lines.append("")
        lines.append(TextReport.summaryLine(report))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}

extension String {
    fileprivate func trimmingLeadingBlankLines() -> String {
        String(drop { $0 == "\n" })
    }
}
