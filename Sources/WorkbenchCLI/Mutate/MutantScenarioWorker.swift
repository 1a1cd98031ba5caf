import Foundation
import Harness
import VirtualTime

/// One `workbench worker` of the mutated copy's program, kept for mutant after mutant: it
/// reads each scenario and loads each fixture once, and each job switches its mutant on
/// first. A worker that died, or was killed for running out of time, is replaced at the next
/// job, so whatever a looping or crashing mutant left behind goes with its process.
final class MutantScenarioWorker {
    /// How one job ended.
    enum JobEnd {
        case answered(ScenarioOutcome)
        /// It ran past its time and the worker was killed.
        case timedOut
        /// The worker died in it: a crash, which `compare` charges as a failing verdict.
        case died
    }

    private let launcher: WorkerLauncher
    private var process: WorkerProcess?

    init(launcher: WorkerLauncher) {
        self.launcher = launcher
    }

    /// Runs `job` and waits at most `limit` seconds for its outcome.
    ///
    /// - Throws: ``WorkerStartError``, or ``WorkerProtocolError`` for a line no worker writes.
    func run(_ job: WorkerJob, limit: Double) throws -> JobEnd {
        let worker = try process ?? WorkerProcess(launcher)
        process = worker
        worker.send(job)
        let deadline = ContinuousClock.now + .milliseconds(Int64(limit * 1_000))
        while true {
            let left = deadline - .now
            guard left > .zero else {
                worker.kill()
                end()
                return .timedOut
            }
            var descriptor = pollfd(fd: worker.output, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(clamping: left.wholeMilliseconds + 1)) > 0 else { continue }
            guard let lines = worker.readLines() else {
                end()
                return .died
            }
            for line in lines {
                if case let .outcome(outcome) = try WorkerMessage(line: line) { return .answered(outcome) }
            }
        }
    }

    /// Ends the worker (the next job starts a fresh one).
    func end() {
        _ = process?.waitForEnd()
        process = nil
    }
}
