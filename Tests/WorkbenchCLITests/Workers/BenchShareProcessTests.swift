import Bench
import Foundation
import Harness
import Testing
@testable import WorkbenchCLI

/// A share of `bench`'s rounds run in another process, played by a shell: its answer is read
/// from its standard output, and a process that dies or answers nothing says how it ended.
@MainActor
struct BenchShareProcessTests {
    private let share = BenchShare(
        architectureIDs: ["mvc", "direct"], configuration: BenchConfiguration(), index: 0,
        suite: [SharedOperation(source: .file("show.scenario"), label: "show", repeats: 1, finalSnapshots: ["", ""], earlier: [[], []])],
        sweep: [])

    private func run(_ script: String) -> ShareOutcome {
        BenchShareProcess.run(share, launcher: WorkerLauncher(executable: "/bin/sh", arguments: ["-c", script]))
    }

    @Test func theAnswerIsReadFromStandardOutputOnceTheShareIsRead() throws {
        let answer = ShareAnswer(suite: [SharedRounds(samples: [[2, 3], [1, 1]], problem: nil)], sweep: [])
        let json = String(decoding: try JSONEncoder().encode(answer), as: UTF8.self)
        // The share must arrive whole on standard input: the script answers only if it can be read back.
        guard case let .answered(read) = run("grep -q '\"architectureIDs\":\\[\"mvc\",\"direct\"\\]' && printf '%s' '\(json)'") else {
            Issue.record("no answer")
            return
        }
        #expect(read == answer)
    }

    @Test func anAnswerToAnotherShareIsNoAnswer() throws {
        // Two operations' rounds for a share of one.
        let rounds = SharedRounds(samples: [[2], [1]], problem: nil)
        let json = String(decoding: try JSONEncoder().encode(ShareAnswer(suite: [rounds, rounds], sweep: [])), as: UTF8.self)
        guard case .ended(.exitStatus(0)) = run("cat > /dev/null; printf '%s' '\(json)'") else {
            Issue.record("an answer to another share was taken")
            return
        }
    }

    @Test func aProcessKilledBySignalSaysWhich() {
        guard case .ended(.signal(11)) = run("cat > /dev/null; kill -SEGV $$") else {
            Issue.record("not ended by signal 11")
            return
        }
    }

    @Test func aProcessThatExitsWithoutReadingItsShareSaysItsStatus() {
        // The share waits in a file, so a process that never reads it costs this one nothing.
        guard case .ended(.exitStatus(5)) = run("exit 5") else {
            Issue.record("not ended with status 5")
            return
        }
    }

    @Test func aProcessThatExitsWithoutAnAnswerSaysItsStatus() {
        guard case .ended(.exitStatus(3)) = run("cat > /dev/null; exit 3") else {
            Issue.record("not ended with status 3")
            return
        }
        guard case .ended(.exitStatus(0)) = run("cat > /dev/null; echo not an answer") else {
            Issue.record("an answer that is no answer was taken")
            return
        }
    }
}
