import Diagnostics
@testable import Harness
import HeadlessUI
import Testing

/// What `compare` keeps of a judged scenario: the records a report reads, and the whole run's work.
struct CondensedOutcomeTests {
    /// Step `index` on line `index + 1`, with `writes` writes and the failures given.
    private func step(_ index: Int, writes: Int, failures: [StepProblem] = []) -> StepRecord {
        let location = SourceLocation(line: index + 1, column: 1)
        return StepRecord(index: index, location: location, statement: "step \(index)", snapshotDigest: SnapshotDigest(of: "\(index)"),
                          failures: failures.map { StepFailure(location: location, problem: $0) }, time: .zero, work: WorkCounts(writes: writes))
    }

    private let miss = StepProblem.expectation(expected: .text(element: "search.status", "3 songs"), found: .text("2 songs"))

    /// Six steps writing 1, 2, 4, 8, 16 and 32 times; step 2 failed.
    private var run: ArchitectureRun {
        ArchitectureRun(architectureID: "mvc", steps: (0...5).map { step($0, writes: 1 << $0, failures: $0 == 2 ? [miss] : []) },
                        stoppedEarly: false, snapshots: [3: "three", 5: "five"])
    }

    @Test func aCondensedRunKeepsTheFailedStepsAndTheLastWithoutTheirTexts() {
        let condensed = run.condensed(measuredFrom: nil)

        #expect(condensed.steps.map(\.index) == [2, 5])
        #expect(condensed.snapshotTexts.isEmpty)
        #expect(condensed.failures == run.failures)
    }

    @Test func aCondensedRunOfAMeasuredScenarioKeepsTheLastTextForTheBenchmark() {
        let condensed = run.condensed(measuredFrom: 3)

        #expect(condensed.snapshotTexts == [SnapshotDigest(of: "5"): "five"])
        #expect(condensed.snapshot(at: 5) == "five")
        #expect(condensed.finalSnapshot == "five")
    }

    @Test func aCondensedRunKeepsTheWorkOfEveryStep() {
        // 1 + 2 + 4 + 8 + 16 + 32: the steps dropped still count.
        #expect(run.condensed(measuredFrom: nil).totalWork.writes == 63)
    }

    @Test func aCondensedRunKeepsTheWritesByWidget() {
        let writes = ["search.status": WidgetWrites.Tally(writes: 3, equalWrites: 1)]
        let run = ArchitectureRun(architectureID: "mvc", steps: [step(0, writes: 3)], stoppedEarly: false, writesByWidget: writes)

        #expect(run.condensed(measuredFrom: nil).writesByWidget == writes)
    }

    @Test func aCondensedRunKeepsTheMeasuredStepsSoTheirWorkIsExact() {
        // measure before scenario step 3 (index 3 of `steps`): the records from index 4 on.
        let condensed = run.condensed(measuredFrom: 3)

        #expect(condensed.steps.map(\.index) == [2, 4, 5])
        #expect(WorkCounts.total(condensed.steps.filter { $0.index > 3 }.map(\.work)).writes == 16 + 32)
    }

    @Test func aCrashedRunAddedToAnOutcomeIsACrashAndTheOthersKeepTheirVerdicts() {
        let crashed = ArchitectureRun(architectureID: "mvb", steps: [step(1, writes: 0, failures: [.crash(.signal(11), lastStepReached: 1)])],
                                      stoppedEarly: true)
        let answered = ScenarioOutcome(file: "typing.scenario", name: "Typing", tags: [], runs: [run], divergence: nil,
                                       scenarioError: nil, verdicts: ["mvc": .fail])

        let outcome = answered.adding(crashed: [crashed], order: ["mvb", "mvc"])

        #expect(outcome.runs.map(\.architectureID) == ["mvb", "mvc"])
        #expect(outcome.verdicts == ["mvc": .fail, "mvb": .crash])
    }
}
