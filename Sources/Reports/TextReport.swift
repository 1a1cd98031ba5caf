import Bench
import Domain
import Harness
import Metrics
import ScenarioLanguage

/// Renders a ``CompareReport`` for a terminal: the scenario × architecture matrix, then every
/// failure with its location, the work table, and the summary.
public struct TextReport {
    /// Whether to colour the marks (only on a terminal, never with NO_COLOR).
    public let useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    public func render(_ report: CompareReport) -> String {
        var lines: [String] = []
        lines.append(contentsOf: matrix(report))
        for outcome in report.outcomes {
            lines.append(contentsOf: details(outcome))
        }
        lines.append("")
        lines.append(contentsOf: WorkTable.text(report))
        lines.append("")
        lines.append(Self.summaryLine(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The last line of `compare`, and the report pages' summary:
    /// `34 scenarios × 1 architecture: 34 pass, 0 fail, 0 diverge, 0 unreadable`.
    public static func summaryLine(_ report: CompareReport) -> String {
        let scenarios = report.outcomes.count, count = report.architectures.count
        return "\(scenarios) scenario\(scenarios == 1 ? "" : "s") × \(count) architecture\(count == 1 ? "" : "s"): "
            + "\(report.passedCount) pass, \(report.failedCount) fail, \(report.divergedCount) diverge, \(report.unreadableCount) unreadable"
    }

    // MARK: - Matrix

    private func matrix(_ report: CompareReport) -> [String] {
        let ids = report.architectures.map(\.id)
        let width = max(8, report.outcomes.map { $0.file.count }.max() ?? 0)
        let columns = ids.map { max(4, $0.count) }
        var lines = ["scenario".padded(to: width) + "  " + zip(ids, columns).map { $0.padded(to: $1) }.joined(separator: " ")]
        for outcome in report.outcomes {
            let marks = zip(ids, columns).map { id, column in
                mark(outcome.verdicts[id] ?? .error) + String(repeating: " ", count: column - 1)
            }
            lines.append(outcome.file.padded(to: width) + "  " + marks.joined(separator: " "))
        }
        lines.append("")
        lines.append("✓ pass   ✗ fail   ≠ diverged   ! scenario error")
        return lines
    }

    private func mark(_ verdict: ScenarioOutcome.Verdict) -> String {
        let colour = switch verdict {
        case .pass: 32
        case .fail: 31
        case .diverged: 33
        case .error: 35
        }
        return paint(verdict.symbol, colour)
    }

    // MARK: - Details

    /// The failures, divergence or scenario error of one outcome, as text.
    public func details(of outcome: ScenarioOutcome) -> String {
        details(outcome).joined(separator: "\n")
    }

    private func details(_ outcome: ScenarioOutcome) -> [String] {
        var lines: [String] = []
        if let error = outcome.scenarioError {
            lines.append("")
            lines.append(paint("ERROR", 35) + " " + error.description)
            return lines
        }
        for run in outcome.runs {
            for step in run.steps {
                for failure in step.failures {
                    lines.append("")
                    lines.append(paint("FAIL", 31) + " \(outcome.file):\(failure.location.line):\(failure.location.column)  [\(run.architectureID)] \(failure.kind.rawValue)")
                    lines.append("  \(step.statement)")
                    lines.append("  \(PlainWording.failure(failure.problem))")
                }
            }
        }
        if let divergence = outcome.divergence {
            lines.append("")
            let sides = divergence.sides.map { $0.architectureIDs.joined(separator: ", ") }.joined(separator: "  ≠  ")
            lines.append(paint("DIVERGE", 33) + " \(outcome.file):\(divergence.location.line):\(divergence.location.column)  step \(divergence.stepIndex): \(divergence.statement)")
            lines.append("  \(sides)")
            for diff in divergence.diffs {
                lines.append(contentsOf: diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 })
            }
        }
        return lines
    }

    private func paint(_ text: String, _ code: Int) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
