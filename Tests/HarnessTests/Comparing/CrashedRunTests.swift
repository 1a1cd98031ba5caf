@testable import Harness
import MVC
import Testing
import WorkbenchTestKit

/// A run whose process died: one record at its last step, a crash, and no part in the
/// comparison of the others' snapshots.
@MainActor
struct CrashedRunTests {
    private let typing = """
        scenario "Typing hey"
        launch search
        type search.term "hey"
        wait 530ms
        """

    @Test func aCrashedRunHoldsTheCrashAtTheStatementOfTheLastStepReached() throws {
        let parsed = try scenario(typing)

        let run = ArchitectureRun.crashed("mvb", in: parsed, end: .signal(11), lastStepReached: 2)

        #expect(run.crashed && run.stoppedEarly)
        #expect(run.steps.map(\.index) == [2])
        #expect(run.steps[0].statement == "wait 530ms")
        #expect(run.steps[0].failures == [StepFailure(location: .init(line: 4, column: 1), problem: .crash(.signal(11), lastStepReached: 2))])
        #expect(ArchitectureRun.crashed("mvb", in: parsed, end: .exitStatus(1), lastStepReached: 0).steps[0].statement == "launch search")
    }

    @Test func aCrashedRunIsACrashAndTheOthersAreComparedWithoutIt() throws {
        let parsed = try scenario(typing)
        let finished = Comparison.compare(parsed, architectures: [MVCArchitecture()], fixtures: FixtureStore()).runs

        let outcome = Comparison.judge(parsed, runs: finished + [.crashed("mvb", in: parsed, end: .signal(11), lastStepReached: 1)])

        #expect(outcome.divergence == nil)
        #expect(outcome.scenarioError == nil)
        #expect(outcome.verdicts == ["mvc": .pass, "mvb": .crash])
        #expect(!outcome.allPass)
    }

    @Test func aRunThatDidNotCrashIsNotCrashed() throws {
        let run = Comparison.compare(try scenario(typing), architectures: [MVCArchitecture()], fixtures: FixtureStore()).runs[0]

        #expect(!run.crashed)
    }
}
