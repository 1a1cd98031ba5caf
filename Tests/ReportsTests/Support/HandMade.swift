import Diagnostics
@testable import Harness

/// Runs and outcomes made by hand: what the reports are given, small enough to read in a test.
enum HandMade {
    static let file = "Scenarios/search/typing.scenario"
    static let searchScreen = "screen search \"Search\"   stack: search\n"

    /// A step at column 1 of `line`, showing `snapshot`, with `failures` placed on it.
    static func step(_ index: Int, line: Int, _ statement: String, snapshot: String = searchScreen,
                     failures: [StepProblem] = []) -> StepRecord {
        let location = SourceLocation(line: line, column: 1)
        return StepRecord(index: index, location: location, statement: statement, snapshot: snapshot,
                          failures: failures.map { StepFailure(location: location, problem: $0) }, time: .zero, work: WorkCounts())
    }

    static func run(_ id: String, _ steps: [StepRecord]) -> ArchitectureRun {
        ArchitectureRun(architectureID: id, steps: steps, stoppedEarly: false)
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
