import Harness
import Testing
import WorkbenchTestKit
@testable import WorkbenchCLI

/// Workers that die before they say anything, played by a shell: the pool ends, and charges
/// each architecture a crash at `launch` once a second worker has died on the same scenario.
@MainActor
struct WorkerPoolTests {
    private func run(worker script: String, timeout: Int = 120) throws -> ScenarioOutcome {
        let typing = try scenario("scenario \"T\"\nlaunch search\nwait 1ms\n", file: "t.scenario")
        let pool = WorkerPool(launcher: WorkerLauncher(executable: "/bin/sh", arguments: ["-c", script]), size: 2, timeout: timeout)
        let outcomes = try pool.run([WorkerPool.Work(scenario: typing, architectureIDs: ["mvc", "mvb"], detail: .condensed)]) { _, _ in }
        #expect(outcomes.count == 1)
        return outcomes[0]
    }

    @Test func workersKilledBeforeAnyStepChargeEachArchitectureTheSignalAtLaunch() throws {
        let outcome = try run(worker: "read job; kill -SEGV $$")

        #expect(outcome.runs.map(\.architectureID) == ["mvc", "mvb"])
        #expect(outcome.runs.map { $0.steps.map(\.statement) } == [["launch search"], ["launch search"]])
        #expect(outcome.runs.flatMap(\.failures).map(\.problem) == Array(repeating: .crash(.signal(11), lastStepReached: 0), count: 2))
        #expect(outcome.verdicts == ["mvc": .crash, "mvb": .crash])
    }

    @Test func workersSilentForTheTimeoutAreStoppedAndChargedWithIt() throws {
        // Each worker takes its job and says nothing; `exec` makes the shell the sleep itself,
        // so that killing the worker ends the sleep too.
        let outcome = try run(worker: "read job; exec sleep 30", timeout: 1)

        #expect(outcome.runs.flatMap(\.failures).map(\.problem) == Array(repeating: .crash(.noProgress(seconds: 1), lastStepReached: 0), count: 2))
        #expect(outcome.verdicts == ["mvc": .crash, "mvb": .crash])
    }

    @Test func workersThatExitWithoutAnsweringChargeTheirExitStatus() throws {
        let outcome = try run(worker: "read job; exit 3")

        #expect(outcome.runs.flatMap(\.failures).map(\.problem) == Array(repeating: .crash(.exitStatus(3), lastStepReached: 0), count: 2))
    }
}
