import Foundation
import Harness
import Testing
import WorkbenchTestKit
@testable import WorkbenchCLI

/// Workers that die before they say anything, played by a shell: the pool ends, and charges
/// each architecture a crash at `launch` once a second worker has died on the same scenario;
/// one stuck preparing a scenario charges it at once, and one still loading is not stuck.
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

    @Test func aWorkerThatSaysItIsStillLoadingIsNotStoppedHoweverLongTheLoadingTakes() throws {
        // Three seconds of loading against a timeout of two, said every quarter of a second;
        // then the worker exits without answering, which is what it is charged with.
        let outcome = try run(worker: "read job; echo P; for i in 1 2 3 4 5 6 7 8 9 10 11 12; do echo L; sleep 0.25; done; exit 3", timeout: 2)

        #expect(outcome.runs.flatMap(\.failures).map(\.problem) == Array(repeating: .crash(.exitStatus(3), lastStepReached: 0), count: 2))
    }

    @Test func aWorkerStuckPreparingAScenarioChargesEveryJobOfItAfterOneWait() throws {
        let started = FileManager.default.temporaryDirectory.appendingPathComponent("workers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: started) }
        let t = try scenario("scenario \"T\"\nlaunch search\nwait 1ms\n", file: "t.scenario")
        let u = try scenario("scenario \"U\"\nlaunch search\nwait 1ms\n", file: "u.scenario")
        // Each worker notes that it started, takes its first job, says it is preparing it and
        // then nothing more.
        let pool = WorkerPool(launcher: WorkerLauncher(executable: "/bin/sh", arguments: ["-c", "echo started >> \(started); read job; echo P; exec sleep 30"]),
                              size: 1, timeout: 1)

        // As `run` gives them: one job per architecture, two of them of one scenario.
        let outcomes = try pool.run([
            WorkerPool.Work(scenario: t, architectureIDs: ["mvc"], detail: .condensed),
            WorkerPool.Work(scenario: t, architectureIDs: ["mvb"], detail: .condensed),
            WorkerPool.Work(scenario: u, architectureIDs: ["mvc", "direct"], detail: .condensed),
        ]) { _, _ in }

        let stuck = StepProblem.crash(.noProgressPreparing(seconds: 1), lastStepReached: 0)
        #expect(outcomes.map { $0.runs.map(\.architectureID) } == [["mvc"], ["mvb"], ["mvc", "direct"]])
        #expect(outcomes.map { $0.runs.flatMap(\.failures).map(\.problem) } == [[stuck], [stuck], [stuck, stuck]])
        // One worker waited out for t, whose second job was not sent again; another for u.
        #expect(try String(contentsOfFile: started, encoding: .utf8) == "started\nstarted\n")
    }

    /// A shell worker that notes the first architecture of its job in `started`, begins its
    /// steps 0 and 1, runs `then` and, unless that ends it, says nothing more.
    private func stuckAtStepOne(noting started: String, then: String = "") -> WorkerLauncher {
        let first = "a=$(echo \"$job\" | sed 's/.*\"architectureIDs\":\\[\"\\([a-z]*\\)\".*/\\1/')"
        return WorkerLauncher(executable: "/bin/sh", arguments: [
            "-c", "read job; \(first); echo $a >> \(started); echo P; echo \"S $a 0\"; echo \"S $a 1\"; \(then) exec sleep 30",
        ])
    }

    /// The outcome of a three-step scenario on `architectures`, run by such workers one at a
    /// time, each allowed a second of silence, Direct the baseline; and the first architecture
    /// of each job they took, in order.
    private func runStuck(on architectures: [String], then: String = "") throws -> (outcome: ScenarioOutcome, started: String) {
        let started = FileManager.default.temporaryDirectory.appendingPathComponent("workers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: started) }
        let t = try scenario("scenario \"T\"\nlaunch search\nwait 1ms\nwait 1ms\n", file: "t.scenario")
        let pool = WorkerPool(launcher: stuckAtStepOne(noting: started, then: then), size: 1, timeout: 1, baselineID: "direct")
        let outcomes = try pool.run([WorkerPool.Work(scenario: t, architectureIDs: architectures, detail: .condensed)]) { _, _ in }
        return (outcomes[0], try String(contentsOfFile: started, encoding: .utf8))
    }

    @Test func aStepTheBaselineIsStuckAtTooIsChargedToTheRestAfterTwoWaits() throws {
        let (outcome, started) = try runStuck(on: ["mvc", "mvvm", "mvb", "direct"])

        // mvc is waited for at step 1, then the baseline, which is stuck there too; mvvm and
        // mvb are not run.
        #expect(started == "mvc\ndirect\n")
        let waited = StepProblem.crash(.noProgress(seconds: 1), lastStepReached: 1)
        let shared = StepProblem.crash(.noProgressShared(seconds: 1), lastStepReached: 1)
        #expect(outcome.runs.map(\.architectureID) == ["mvc", "mvvm", "mvb", "direct"])
        #expect(outcome.runs.map { $0.failures.map(\.problem) } == [[waited], [shared], [shared], [waited]])
    }

    @Test func aStepOnlyOneArchitectureIsStuckAtIsWaitedForOnEachThatIsStuck() throws {
        // The baseline gets past step 1 and exits without answering.
        let (outcome, started) = try runStuck(on: ["mvc", "mvvm", "direct"], then: "[ $a = direct ] && { echo \"S $a 2\"; exit 3; };")

        #expect(started == "mvc\ndirect\nmvvm\n")
        #expect(outcome.runs.map { $0.failures.map(\.problem) } == [
            [.crash(.noProgress(seconds: 1), lastStepReached: 1)], [.crash(.noProgress(seconds: 1), lastStepReached: 1)],
            [.crash(.exitStatus(3), lastStepReached: 2)],
        ])
    }

    @Test func workersThatExitWithoutAnsweringChargeTheirExitStatus() throws {
        let outcome = try run(worker: "read job; exit 3")

        #expect(outcome.runs.flatMap(\.failures).map(\.problem) == Array(repeating: .crash(.exitStatus(3), lastStepReached: 0), count: 2))
    }
}
