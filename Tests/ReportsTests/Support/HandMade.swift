import Diagnostics
@testable import Harness

/// Runs and outcomes made by hand: what the reports are given, small enough to read in a test.
enum HandMade {
    static let file = "Scenarios/search/typing.scenario"
    static let searchScreen = "screen search \"Search\"   stack: search\n"

    /// A step and the text of the snapshot after it, as a run that keeps every text has them.
    struct Step {
        let record: StepRecord
        let snapshot: String
    }

    /// A step at column 1 of `line`, showing `snapshot`, with `failures` placed on it.
    static func step(_ index: Int, line: Int, _ statement: String, snapshot: String = searchScreen,
                     failures: [StepProblem] = []) -> Step {
        let location = SourceLocation(line: line, column: 1)
        let record = StepRecord(index: index, location: location, statement: statement, snapshotDigest: SnapshotDigest(of: snapshot),
                                failures: failures.map { StepFailure(location: location, problem: $0) }, time: .zero, work: WorkCounts())
        return Step(record: record, snapshot: snapshot)
    }

    /// A run of `steps` that kept every step's text.
    static func run(_ id: String, _ steps: [Step]) -> ArchitectureRun {
        ArchitectureRun(architectureID: id, steps: steps.map(\.record), stoppedEarly: false,
                        snapshots: Dictionary(uniqueKeysWithValues: steps.map { ($0.record.index, $0.snapshot) }))
    }

    /// An outcome of ``file`` with the given runs, judged as the reports are told.
    static func outcome(_ runs: [ArchitectureRun], divergence: Divergence? = nil,
                        verdicts: [String: ScenarioOutcome.Verdict]) -> ScenarioOutcome {
        ScenarioOutcome(file: file, name: "Typing", tags: [], runs: runs, divergence: divergence, scenarioError: nil, verdicts: verdicts)
    }

    /// `expect search.status "3 songs"` that found `found`.
    static func statusMiss(found: String) -> StepProblem {
        .expectation(expected: .text(element: "search.status", "3 songs"), found: .text(found))
    }
}
