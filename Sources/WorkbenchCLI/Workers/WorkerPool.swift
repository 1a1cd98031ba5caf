import Foundation
import Harness
import ScenarioLanguage
import VirtualTime

/// Spreads scenarios over worker processes (SPEC §7) and gathers their outcomes in the order
/// given, whatever order they finish in, so the reports are the same for any number of workers.
///
/// One file on purpose, over 300 lines: messages, crashes and outcomes are three sections of one
/// state machine (the work waiting, the workers, the outcomes missing) kept private to it; what
/// could stand alone does (``StallEvidence``, ``RunPieces``, ``WorkerProcess``).
///
/// A worker that dies charges a crash to the architecture it was running, at the last step it
/// said it began; the scenario's other architectures go to a fresh worker, and the other
/// scenarios are not touched. Every crash takes one architecture out of a job, so a scenario
/// that keeps crashing workers ends. A worker that says nothing for `timeout` seconds while it
/// has a job is killed, and charged like a crash. One killed while it prepared a scenario
/// (read it, loaded its fixtures: what it does once for all the architectures, before any
/// begins) is charged to every architecture of its job, and of every job of that scenario still
/// waiting, after that one wait: they would all wait there. One killed at a step of an
/// architecture has the baseline run next, if it is still to run: when the baseline, which
/// runs only what every architecture shares, is stuck at the same step too, the scenario's
/// other architectures are charged that after two waits, not waited for one by one.
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
    private static let gatheringPause: UInt32 = 10_000

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
    /// Where the runs stalled, to tell a step stuck in shared code (``StallEvidence``).
    private var stalls: StallEvidence
    private var workers: [WorkerProcess] = []
    private var idleDeaths = 0
    private var lastEnd = ProcessEnd.exitStatus(0)
    /// The texts of the runs of each scenario file that came in pieces: one table a file, which
    /// its runs then share (``RunPieces``).
    private var texts: [String: [SnapshotDigest: String]] = [:]
    private var onOutcome: (Int, ScenarioOutcome) -> Void = { _, _ in }

    /// - Parameters:
    ///   - launcher: How a worker is started.
    ///   - size: How many workers run at once.
    ///   - timeout: How many seconds a worker with a job may say nothing before it is killed.
    ///   - baselineID: The architecture that runs only shared code, tried next after a stuck step.
    init(launcher: WorkerLauncher, size: Int, timeout: Int = OptionSpec.defaultWorkerTimeout, baselineID: String? = nil) {
        self.launcher = launcher
        self.size = size
        self.timeout = timeout
        stalls = StallEvidence(baselineID: baselineID)
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
    /// - Parameters:
    ///   - onOutcome: Called with each outcome's position as it is complete.
    /// - Throws: ``WorkerStartError`` when no worker can be started; ``WorkerProtocolError``
    ///   when a worker writes what no worker writes.
    func run(_ work: [Work], onOutcome: @escaping (Int, ScenarioOutcome) -> Void) throws -> [ScenarioOutcome] {
        self.work = work
        texts = [:]
        self.onOutcome = onOutcome
        outcomes = Array(repeating: nil, count: work.count)
        missing = work.count
        let assignments = work.indices.map { Assignment(position: $0, job: WorkerJob(file: work[$0].scenario.file, suite: work[$0].scenario.suite, architectureIDs: work[$0].architectureIDs, detail: work[$0].detail)) }
        // A job of the baseline alone goes first: should a step of it hang, the baseline's
        // wait is one of the first, and tells the others' apart (see ``stuck(_:architectureID:at:seconds:)``).
        let baselineAlone = { (assignment: Assignment) in assignment.job.architectureIDs == [self.stalls.baselineID] }
        waiting = assignments.filter(baselineAlone) + assignments.filter { !baselineAlone($0) }
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
            // Work held back for a verdict (``awaitsVerdict(_:)``) goes to whoever is idle once it is not.
            for worker in workers where worker.assigned.isEmpty { feed(worker, upTo: Self.jobsPerWorker) }
            // A worker says which step it begins in a few bytes: reading them as they come
            // would wake this process for every step of every worker, at more cost than the
            // step's own. They gather for a moment, unless a message is midway, so that a long
            // answer is read as fast as it is written.
            if missing > 0, !isAnyMessageMidway { usleep(Self.gatheringPause) }
        }
        for worker in workers { _ = worker.waitForEnd() }
        workers = []
        return outcomes.map { $0! }
    }

    // MARK: - Messages

    private func readFromReadyWorkers() throws {
        var descriptors = workers.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
        // Found once a wake-up: what is read only makes workers heard later, or busy from now on.
        let earliestHeard = earliestHeardOfBusyWorker()
        let ready = poll(&descriptors, nfds_t(descriptors.count), millisecondsToDeadline(earliestHeard))
        let now = MonotonicClock.milliseconds()
        // Backwards, as a worker whose output ended is removed; a plain countdown, as this runs
        // at every wake-up and a debug build walks `indices.reversed()` at many times the cost.
        var index = ready > 0 ? descriptors.count : 0
        while index > 0 {
            index -= 1
            guard descriptors[index].revents != 0 else { continue }
            let worker = workers[index]
            if let lines = worker.readLines() {
                worker.heard(at: now)
                for position in lines.indices {
                    // Where a run got is all a step tells: the same run's next step says as much.
                    if position + 1 < lines.count, WorkerMessage.isStep(lines[position], supersededBy: lines[position + 1]) { continue }
                    try handle(WorkerMessage(line: lines[position]), from: worker)
                }
                feed(worker, upTo: Self.jobsPerWorker)
            } else {
                workers.remove(at: index)
                died(worker)
            }
        }
        if let earliestHeard, now - earliestHeard >= timeout * 1_000 { stopSilentWorkers(now: now) }
    }

    /// Whether a worker's message has been read in part.
    private var isAnyMessageMidway: Bool {
        for worker in workers where !worker.isBetweenLines { return true }
        return false
    }

    /// How long `poll` may wait before a worker with a job, last heard at `earliestHeard`,
    /// has been silent for `timeout` seconds; -1 (for ever) when no worker has a job.
    private func millisecondsToDeadline(_ earliestHeard: Int?) -> Int32 {
        guard let lastHeard = earliestHeard else { return -1 }
        let left = lastHeard + timeout * 1_000 - MonotonicClock.milliseconds() + 1
        // Compared by hand: `max` and `Int32(clamping:)` are generic, which a debug build pays for.
        return left < 0 ? 0 : left > Int(Int32.max) ? Int32.max : Int32(truncatingIfNeeded: left)
    }

    /// When the worker with a job that was heard from longest ago was last heard; nil when no
    /// worker has a job. A plain loop: it runs at every wake-up.
    private func earliestHeardOfBusyWorker() -> Int? {
        var earliest: Int?
        for worker in workers where !worker.assigned.isEmpty {
            if let found = earliest, found <= worker.lastHeard { continue }
            earliest = worker.lastHeard
        }
        return earliest
    }

    /// Kills every worker that has had a job and said nothing for `timeout` seconds; its job
    /// is charged as a crash, at the last step it said it began (see ``died(_:end:)``).
    private func stopSilentWorkers(now: Int) {
        let limit = timeout * 1_000
        let silent = workers.filter { !$0.assigned.isEmpty && now - $0.lastHeard >= limit }
        guard !silent.isEmpty else { return }
        workers.removeAll { worker in silent.contains { $0 === worker } }
        silent.forEach { $0.kill() }
        // All are charged before any is replaced, so that work they held back, which one stuck
        // together tells not to run, is not given to a new worker first.
        for worker in silent { died(worker, end: .noProgress(seconds: timeout), replacing: false) }
        for _ in silent { replace() }
    }

    private func handle(_ message: WorkerMessage, from worker: WorkerProcess) {
        switch message {
        case .preparing:
            worker.progress = .preparing
        case .loading:
            break
        case let .reached(architectureID, step):
            if let file = worker.assigned.first?.job.file {
                var previous: String?
                if case let .reached(before, _) = worker.progress { previous = before }
                stalls.reached(architectureID, step: step, of: file, after: previous)
            }
            worker.progress = .reached(architectureID: architectureID, step: step)
        case let .piece(piece):
            // A worker sends pieces only for the job it is answering.
            guard let assigned = worker.assigned.first else { return }
            worker.pieces.add(piece, of: work[assigned.position].scenario, texts: &texts[assigned.job.file, default: [:]])
        case let .outcome(outcome):
            let answered = worker.assigned.removeFirst()
            worker.progress = .notBegun
            let whole = worker.pieces.filling(outcome, texts: texts[answered.job.file] ?? [:])
            worker.pieces = RunPieces()
            complete(answered.position, with: whole)
        }
    }

    /// Sends `worker` jobs until it holds `count`, or none is waiting.
    private func feed(_ worker: WorkerProcess, upTo count: Int) {
        // A worker's silence counts from its first job on.
        if worker.assigned.isEmpty, !waiting.isEmpty { worker.heard() }
        while worker.assigned.count < count, let next = waiting.firstIndex(where: { !awaitsVerdict($0.job.file) }) {
            let assignment = waiting.remove(at: next)
            worker.assigned.append(assignment)
            worker.send(assignment.job)
        }
    }

    // MARK: - Crashes

    /// - Parameters:
    ///   - end: How it ended, when this process ended it; else what `waitpid` says.
    ///   - replacing: Whether a new worker takes its place at once.
    private func died(_ worker: WorkerProcess, end ending: ProcessEnd? = nil, replacing: Bool = true) {
        let ended = worker.waitForEnd() ?? .exitStatus(0)
        let end = ending ?? ended
        lastEnd = end
        guard let current = worker.assigned.first else {
            idleDeaths += 1
            if replacing { replace() }
            return
        }
        // The jobs behind the one it died in were never begun: they go back as they were.
        waiting.insert(contentsOf: worker.assigned.dropFirst(), at: 0)
        switch (worker.progress, end) {
        case let (.reached(architectureID, step), .noProgress(seconds)):
            charge(current.position, architectureID: architectureID, end: end, step: step)
            stuck(current, architectureID: architectureID, at: step, seconds: seconds)
        case let (.reached(architectureID, step), _):
            charge(current.position, architectureID: architectureID, end: end, step: step)
            let left = current.job.architectureIDs.filter { $0 != architectureID }
            if left.isEmpty {
                complete(current.position, with: nil)
            } else {
                waiting.insert(Assignment(position: current.position, job: WorkerJob(file: current.job.file, suite: current.job.suite, architectureIDs: left, detail: current.job.detail)), at: 0)
            }
        case let (.preparing, .noProgress(seconds)):
            // Stuck in what every architecture shares: waiting again would find the same.
            let stuck = [current] + waiting.filter { $0.job.file == current.job.file }
            waiting.removeAll { $0.job.file == current.job.file }
            for assignment in stuck {
                assignment.job.architectureIDs.forEach { charge(assignment.position, architectureID: $0, end: .noProgressPreparing(seconds: seconds), step: 0) }
                complete(assignment.position, with: nil)
            }
        default:
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
        if replacing { replace() }
    }

    /// After `architectureID` was stopped, silent at `step` of `current`'s scenario: when the
    /// first architecture stopped there was another, one of the two is the baseline, and no
    /// architecture is known to have got past that step, every architecture of the scenario
    /// still to run is charged the shared stall at that step.
    /// Otherwise the rest of the job goes back to wait, the baseline first.
    private func stuck(_ current: Assignment, architectureID: String, at step: Int, seconds: Int) {
        let file = current.job.file
        let left = current.job.architectureIDs.filter { $0 != architectureID }
        if stalls.stopped(architectureID, at: step, of: file) {
            let rest = waiting.filter { $0.job.file == file }
            waiting.removeAll { $0.job.file == file }
            let shared = ProcessEnd.noProgressShared(seconds: seconds)
            left.forEach { charge(current.position, architectureID: $0, end: shared, step: step) }
            complete(current.position, with: nil)
            for assignment in rest {
                assignment.job.architectureIDs.forEach { charge(assignment.position, architectureID: $0, end: shared, step: step) }
                complete(assignment.position, with: nil)
            }
            return
        }
        if left.isEmpty {
            complete(current.position, with: nil)
        } else {
            let baselineFirst = left.filter { $0 == stalls.baselineID } + left.filter { $0 != stalls.baselineID }
            waiting.insert(Assignment(position: current.position, job: WorkerJob(file: file, suite: current.job.suite, architectureIDs: baselineFirst,
                                                                                detail: current.job.detail)), at: 0)
        }
        // A job of the baseline alone, as `run` gives them, goes first of the scenario's.
        if let index = waiting.firstIndex(where: { $0.job.file == file && $0.job.architectureIDs == [stalls.baselineID] }) {
            waiting.insert(waiting.remove(at: index), at: 0)
        }
    }

    /// Whether `file`'s jobs wait: an architecture was stuck at a step of it, and a run that
    /// would tell whether the step is stuck for all (the baseline's, or, when the baseline was
    /// the one stuck, another's) is under way and has not got past that step.
    private func awaitsVerdict(_ file: String) -> Bool {
        workers.contains { worker in
            guard let job = worker.assigned.first?.job, job.file == file else { return false }
            if case let .reached(architectureID, step) = worker.progress { return stalls.settles(file, architectureID: architectureID, at: step) }
            return job.architectureIDs.first.map { stalls.settles(file, architectureID: $0, at: nil) } ?? false
        }
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
        onOutcome(position, outcomes[position]!)
    }
}
