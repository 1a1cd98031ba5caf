import Foundation
import Testing
@testable import WorkbenchCLI

/// A suite run with a time limit: its status, its output, and its end noticed at the limit
/// whatever its own children do.
struct TimedRunTests {
    private func shell(_ script: String, in directory: String = "/", limit: Double = 30) throws -> TimedRun {
        try TimedRun.run("/bin/sh", ["-c", script], in: directory, environment: ["GREETING": "hello"], limit: limit)
    }

    @Test func itGivesTheStatusTheOutputAndTheEnvironmentAdded() throws {
        let run = try shell("echo $GREETING; exit 3")
        #expect(run.status == 3)
        #expect(run.output == "hello\n")
        #expect(!run.timedOut)
    }

    @Test func itRunsInTheFolderGiven() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        #expect(try shell("pwd", in: folder).output == folder + "\n")
    }

    @Test func aProgramEndedByASignalGivesWhatAShellWould() throws {
        // SIGKILL is 9: a shell says 128 + 9.
        #expect(try shell("kill -9 $$").status == 137)
    }

    @Test func aProgramPastItsLimitIsKilledAndSaidToHaveTimedOut() throws {
        // The shell's own child, `sleep`, outlives it: the run must not wait for it.
        let run = try shell("sleep 20", limit: 0.3)
        #expect(run.timedOut)
        #expect(run.seconds < 10)
    }
}
