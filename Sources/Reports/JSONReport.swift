import Bench
import Foundation
import Harness
import Metrics
import ScenarioLanguage

/// Renders a ``CompareReport`` as JSON for tools: keys sorted, so the bytes are stable.
public enum JSONReport {
    struct Document: Encodable {
        let architectures: [CompareReport.ArchitectureInfo]
        let scenarios: [ScenarioEntry]
        let summary: Summary
        let reportFiles: ReportFilesOutcome
        let exitCode: Int32
    }

    struct Summary: Encodable {
        let scenarios, pass, fail, diverge, unreadable: Int
    }

    struct ScenarioEntry: Encodable {
        let file: String
        let name: String
        let tags: [String]
        let verdicts: [String: ScenarioOutcome.Verdict]
        let failures: [FailureEntry]
        let divergence: DivergenceEntry?
        let error: String?
        /// Each architecture's work over the scenario, by architecture id; null for a run that
        /// crashed, whose counts went down with its process.
        let work: [String: WorkCounts?]
    }

    struct DivergenceEntry: Encodable {
        struct Side: Encodable {
            let architectures: [String]
            let snapshot: String?
        }

        let step: Int
        let line: Int
        let statement: String
        let sides: [Side]
        let diffs: [String]
    }

    /// `compare --format json`: verdicts, failures with their data, divergences, work and the
    /// summary; what became of the teaching report's files, and the status the command ends
    /// with, so that a reader of the JSON need not derive either.
    public static func render(_ report: CompareReport, exitCode: Int32, reportFiles: ReportFilesOutcome) -> String {
        let document = Document(
            architectures: report.architectures,
            scenarios: report.outcomes.map(entry),
            summary: Summary(scenarios: report.outcomes.count, pass: report.passedCount, fail: report.failedCount,
                             diverge: report.divergedCount, unreadable: report.unreadableCount),
            reportFiles: reportFiles,
            exitCode: exitCode
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func entry(_ outcome: ScenarioOutcome) -> ScenarioEntry {
        let failures = outcome.runs.flatMap { run in
            run.steps.flatMap { step in
                step.failures.map { FailureEntry(architecture: run.architectureID, failure: $0, statement: step.statement) }
            }
        }
        let divergence = outcome.divergence.map { divergence in
            DivergenceEntry(step: divergence.stepIndex, line: divergence.location.line, statement: divergence.statement,
                            sides: divergence.sides.map { .init(architectures: $0.architectureIDs, snapshot: $0.snapshot) },
                            diffs: divergence.diffs)
        }
        return ScenarioEntry(file: outcome.file, name: outcome.name, tags: outcome.tags, verdicts: outcome.verdicts,
                             failures: failures, divergence: divergence, error: outcome.scenarioError?.description,
                             work: Dictionary(outcome.runs.map { ($0.architectureID, $0.crashed ? nil : $0.totalWork) }) { first, _ in first })
    }
}
