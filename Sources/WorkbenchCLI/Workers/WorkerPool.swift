import Foundation
import Harness
import ScenarioLanguage
import VirtualTime

/// Spreads scenarios over worker processes (SPEC §7) and gathers their outcomes in the order
/// given, whatever order they finish in, so the reports are the same for any number of workers.
///
/// A worker that dies charges a crash to the architecture it was running, at the last step it
/// said it began; the scenario's other architectures go to a fresh worker, and the other
/// scenarios are not touched. Every crash takes one architecture out of a job, so a scenario
/// that keeps crashing workers ends. A worker that says nothing for `timeout` seconds while it
/// has a job is killed, and charged like a crash.
@MainActor
final class WorkerPool {
    /// One scenario to run, as the parent parsed it, and the architectures to run it on.
    struct Work {
        let scenario: Scenario
        let architectureIDs: [String]
        let detail: RunDetail
    }

    /// A job sent to a worker, and the work it is for.
    struct Assignment {
        let position: Int
        let job: WorkerJob
    }

    /// How many jobs a worker holds at once: work waits for it while this process is slow to
    /// read (a busy machine), and a few are left to give whoever finishes first.
    private static let jobsPerWorker = 4

    /// How long, in microseconds, the step messages gather between two readings (see ``run(_:onOutcome:)``).
    private static let gatheringPause: UInt32 = 2_000

    private let launcher: WorkerLauncher
    private let size: Int
    private let timeout: Int
    private var work: [Work] = []
    private var waiting: [Assignment] = []
    private var outcomes: [ScenarioOutcome?] = []
    /// How many outcomes are still to come: counted, as looking for a missing one in
    /// `outcomes` after every message would copy every outcome.
    private var missing = 0
    private var crashedRuns: [Int: [ArchitectureRun]] = [:]
    /// Per piece of work, the workers that died on it before any architecture began.
    private var deathsBeforeAnyStep: [Int: Int] = [:]
    private var workers: [WorkerProcess] = []
    private var idleDeaths = 0
    private var lastEnd = ProcessEnd.exitStatus(0)
    private var onOutcome: (Int, ScenarioOutcome) -> Void = { _, _ in }

    /// - Parameters:
    ///   - launcher: How a worker is started.
    ///   - size: How many workers run at once.
    ///   - timeout: How many seconds a worker with a job may say nothing before it is killed.
    init(launcher: WorkerLauncher, size: Int, timeout: Int = OptionSpec.defaultWorkerTimeout) {
        self.launcher = launcher
        self.size = size
        self.timeout = timeout
    }

    /// Starts every worker before the work is known, so that they start up while this process
    /// prepares it; otherwise ``run(_:onOutcome:)`` starts as many as it has work for.
    ///
    /// - Throws: ``WorkerStartError`` when a worker cannot be started.
    func start() throws {
        while workers.count < size { workers.append(try WorkerProcess(launcher)) }
    }

    /// Runs every piece of work and returns the outcomes in the order given.
    ///
    /// - Parameter onOutcome: Called with each outcome's position as it is complete.
    /// - Throws: ``WorkerStartError`` when no worker can be started; ``WorkerProtocolError``
    ///   when a worker writes what no worker writes.
    func run(_ work: [Work], onOutcome: @escaping (Int, ScenarioOutcome) -> Void) throws -> [ScenarioOutcome] {
        self.work = work
        self.onOutcome = onOutcome
        outcomes = Array(repeating: nil, count: work.count)
        missing = work.count
        waiting = work.indices.map { Assignment(position: $0, job: WorkerJob(file: work[$0].scenario.file, suite: work[$0].scenario.suite, architectureIDs: work[$0].architectureIDs, detail: work[$0].detail)) }
        // A worker that dies with jobs still to be sent must not end this process too.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        if workers.isEmpty { for _ in 0..<min(size, work.count) { workers.append(try WorkerProcess(launcher)) } }
        // Dealt one at a time, so the slow scenarios at the head of the list are shared out.
        for _ in 0..<Self.jobsPerWorker { workers.forEach { feed($0, upTo: $0.assigned.count + 1) } }
        while missing > 0 {
            guard !workers.isEmpty else {
                chargeWaitingWork()
                break
            }
            try readFromReadyWorkers()
            // A worker says which step it begins in a few bytes: reading them as they come
            // would wake this process for every step of every worker, at more cost than the
            // step's own. They gather for a moment, unless a message is midway, so that a long
            // answer is read as fast as it is written.
            if missing > 0, workers.allSatisfy(\.isBetweenLines) { usleep(Self.gatheringPause) }
        }
        for worker in workers { _ = worker.waitForEnd() }
        workers = []
        return outcomes.map { $0! }
    }

    // MARK: - Messages

    private func readFromReadyWorkers() throws {
        var descriptors = workers.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), millisecondsToFirstDeadline())
        for index in descriptors.indices.reversed() where ready > 0 && descriptors[index].revents != 0 {
            let worker = workers[index]
            if let lines = worker.readLines() {
                worker.heard()
                for line in lines { try handle(WorkerMessage(line: line), from: worker) }
                feed(worker, upTo: Self.jobsPerWorker)
            } else {
                workers.remove(at: index)
                died(worker)
            }
        }
        stopSilentWorkers()
    }

    /// How long `poll` may wait before a worker with a job has been silent for `timeout`
    /// seconds; -1 (for ever) when no worker has a job.
    private func millisecondsToFirstDeadline() -> Int32 {
        let busy = workers.filter { !$0.assigned.isEmpty }
        guard let lastHeard = busy.map(\.lastHeard).min() else { return -1 }
        let left = lastHeard + .seconds(timeout) - .now
        return Int32(clamping: max(0, left.wholeMilliseconds + 1))
    }

    /// Kills every worker that has had a job and said nothing for `timeout` seconds; its job
    /// is charged as a crash, at the last step it said it began.
    private func stopSilentWorkers() {
        for index in workers.indices.reversed() where !workers[index].assigned.isEmpty
            && ContinuousClock.now - workers[index].lastHeard >= .seconds(timeout) {
            let worker = workers.remove(at: index)
            worker.kill()
            died(worker, end: .noProgress(seconds: timeout))
        }
    }

    private func handle(_ message: WorkerMessage, from worker: WorkerProcess) {
        switch message {
        case let .reached(architectureID, step):
            worker.lastReached = (architectureID, step)
        case let .outcome(outcome):
            let answered = worker.assigned.removeFirst()
            worker.lastReached = nil
            complete(answered.position, with: outcome)
        }
    }

    /// Sends `worker` jobs until it holds `count`, or none is waiting.
    private func feed(_ worker: WorkerProcess, upTo count: Int) {
        // A worker's silence counts from its first job on.
        if worker.assigned.isEmpty, !waiting.isEmpty { worker.heard() }
        while worker.assigned.count < count, !waiting.isEmpty {
            let assignment = waiting.removeFirst()
            worker.assigned.append(assignment)
            worker.send(assignment.job)
        }
    }

    // MARK: - Crashes

    /// - Parameter end: How it ended, when this process ended it; else what `waitpid` says.
    private func died(_ worker: WorkerProcess, end ending: ProcessEnd? = nil) {
        let ended = worker.waitForEnd() ?? .exitStatus(0)
        let end = ending ?? ended
        lastEnd = end
        guard let current = worker.assigned.first else {
            idleDeaths += 1
            replace()
            return
        }
        // The jobs behind the one it died in were never begun: they go back as they were.
        waiting.insert(contentsOf: worker.assigned.dropFirst(), at: 0)
        if let reached = worker.lastReached {
            charge(current.position, architectureID: reached.architectureID, end: end, step: reached.step)
            let left = current.job.architectureIDs.filter { $0 != reached.architectureID }
            if left.isEmpty {
                complete(current.position, with: nil)
            } else {
                waiting.insert(Assignment(position: current.position, job: WorkerJob(file: current.job.file, suite: current.job.suite, architectureIDs: left, detail: current.job.detail)), at: 0)
            }
        } else {
            // It died before any architecture began (or before it said so): once may be the
            // worker's bad luck, twice is the scenario's doing.
            deathsBeforeAnyStep[current.position, default: 0] += 1
            if deathsBeforeAnyStep[current.position]! < 2 {
                waiting.insert(current, at: 0)
            } else {
                current.job.architectureIDs.forEach { charge(current.position, architectureID: $0, end: end, step: 0) }
                complete(current.position, with: nil)
            }
        }
        replace()
    }

    /// Starts a worker in place of one that died, while there is work for it; workers that
    /// keep dying with no job are not replaced for ever.
    private func replace() {
        guard !waiting.isEmpty, idleDeaths <= size, let worker = try? WorkerProcess(launcher) else { return }
        workers.append(worker)
        feed(worker, upTo: Self.jobsPerWorker)
    }

    /// No worker is left to run what is waiting: each of its architectures is charged the
    /// last crash at `launch`.
    private func chargeWaitingWork() {
        for assignment in waiting {
            assignment.job.architectureIDs.forEach { charge(assignment.position, architectureID: $0, end: lastEnd, step: 0) }
            complete(assignment.position, with: nil)
        }
        waiting = []
    }

    private func charge(_ position: Int, architectureID: String, end: ProcessEnd, step: Int) {
        crashedRuns[position, default: []].append(.crashed(architectureID, in: work[position].scenario, end: end, lastStepReached: step))
    }

    // MARK: - Outcomes

    /// Records a scenario's outcome: the worker's own when nothing crashed; otherwise the runs
    /// it answered with the crashed ones added, in the order the architectures were given.
    private func complete(_ position: Int, with answered: ScenarioOutcome?) {
        let crashed = crashedRuns[position] ?? []
        let order = work[position].architectureIDs
        let outcome: ScenarioOutcome
        if let answered, crashed.isEmpty || answered.runs.isEmpty {
            outcome = answered
        } else if let answered {
            outcome = answered.adding(crashed: crashed, order: order)
        } else {
            outcome = Comparison.judge(work[position].scenario, runs: order.compactMap { id in crashed.first { $0.architectureID == id } })
        }
        if outcomes[position] == nil { missing -= 1 }
        outcomes[position] = outcome
        onOutcome(position, outcome)
    }
}
