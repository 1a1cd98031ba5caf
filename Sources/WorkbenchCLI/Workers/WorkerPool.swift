import Foundation
import Harness
import ScenarioLanguage

/// Spreads scenarios over worker processes (SPEC §7) and gathers their outcomes in the order
/// given, whatever order they finish in, so the reports are the same for any number of workers.
///
/// A worker that dies charges a crash to the architecture it was running, at the last step it
/// said it began; the scenario's other architectures go to a fresh worker, and the other
/// scenarios are not touched. Every crash takes one architecture out of a job, so a scenario
/// that keeps crashing workers ends.
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

    private let launcher: WorkerLauncher
    private let size: Int
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
    init(launcher: WorkerLauncher, size: Int) {
        self.launcher = launcher
        self.size = size
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
        waiting = work.indices.map { Assignment(position: $0, job: WorkerJob(file: work[$0].scenario.file, architectureIDs: work[$0].architectureIDs, detail: work[$0].detail)) }
        // A worker that dies with jobs still to be sent must not end this process too.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        for _ in 0..<min(size, work.count) { workers.append(try WorkerProcess(launcher)) }
        // Dealt one at a time, so the slow scenarios at the head of the list are shared out.
        for _ in 0..<Self.jobsPerWorker { workers.forEach { feed($0, upTo: $0.assigned.count + 1) } }
        while missing > 0 {
            guard !workers.isEmpty else {
                chargeWaitingWork()
                break
            }
            try readFromReadyWorkers()
        }
        for worker in workers { _ = worker.waitForEnd() }
        workers = []
        return outcomes.map { $0! }
    }

    // MARK: - Messages

    private func readFromReadyWorkers() throws {
        var descriptors = workers.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), -1) > 0 else { return }
        for index in descriptors.indices.reversed() where descriptors[index].revents != 0 {
            let worker = workers[index]
            if let lines = worker.readLines() {
                for line in lines { try handle(WorkerMessage(line: line), from: worker) }
                feed(worker, upTo: Self.jobsPerWorker)
            } else {
                workers.remove(at: index)
                died(worker)
            }
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
        while worker.assigned.count < count, !waiting.isEmpty {
            let assignment = waiting.removeFirst()
            worker.assigned.append(assignment)
            worker.send(assignment.job)
        }
    }

    // MARK: - Crashes

    private func died(_ worker: WorkerProcess) {
        let end = worker.waitForEnd() ?? .exitStatus(0)
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
                waiting.insert(Assignment(position: current.position, job: WorkerJob(file: current.job.file, architectureIDs: left, detail: current.job.detail)), at: 0)
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
