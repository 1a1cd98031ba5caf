/// A main queue whose time moves only when it is told to.
///
/// Work runs in time order and, within one instant, in the order it was scheduled (FIFO),
/// so the same sequence of calls always produces the same sequence of effects.
@MainActor
public final class VirtualMainQueue: MainQueue {
    /// Raised by ``runUntilIdle(maxTasks:)`` when work keeps scheduling more work.
    public struct RunawayWork: Error, Equatable, CustomStringConvertible {
        /// How many tasks ran before the queue gave up.
        public let tasksRun: Int
        /// The virtual time reached when it gave up.
        public let reached: Duration

        public init(tasksRun: Int, reached: Duration) {
            self.tasksRun = tasksRun
            self.reached = reached
        }

        public var description: String {
            "the main queue still had work after running \(tasksRun) tasks (reached \(reached.formattedMilliseconds)); something keeps rescheduling itself"
        }
    }

    private struct Entry: Comparable {
        let due: Duration
        let sequence: Int
        let work: @MainActor () -> Void
        let handle: ScheduledWork

        static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.due, lhs.sequence) < (rhs.due, rhs.sequence) }
        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.sequence == rhs.sequence }
    }

    public private(set) var now: Duration = .zero
    /// How many tasks have been scheduled since the queue was created.
    public private(set) var tasksScheduled = 0
    /// How many tasks have run since the queue was created.
    public private(set) var tasksRun = 0

    private var pending = MinHeap<Entry>()
    private var nextSequence = 0

    public init() {}

    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let due = now + max(delay, .zero)
        let sequence = nextSequence
        nextSequence += 1
        tasksScheduled += 1
        // A cancelled entry stays in the heap and is skipped when it comes up: cheaper than
        // searching the heap on every cancel.
        let handle = ScheduledWork { [weak self] in self?.cancelledCount += 1 }
        pending.insert(Entry(due: due, sequence: sequence, work: work, handle: handle))
        return handle
    }

    /// The number of tasks waiting to run, now or later.
    public var pendingCount: Int { pending.count - cancelledCount }

    /// When the earliest pending task is due, or nil when nothing is scheduled.
    public var nextDueTime: Duration? { nextLive()?.due }

    /// Runs everything due now, including work that this work schedules for now.
    public func drain() {
        while let first = nextLive(), first.due <= now {
            runFirst()
        }
    }

    /// Moves time forward by `interval`, running everything that falls due on the way, in order.
    public func advance(by interval: Duration) {
        let target = now + max(interval, .zero)
        while let first = nextLive(), first.due <= target {
            now = max(now, first.due)
            runFirst()
        }
        now = target
    }

    /// Runs until nothing is scheduled, moving time forward as needed.
    ///
    /// - Parameter maxTasks: The most tasks to run before deciding that work reschedules
    ///   itself forever.
    /// - Throws: ``RunawayWork`` when work is still pending after `maxTasks` tasks.
    public func runUntilIdle(maxTasks: Int = 100_000) throws(RunawayWork) {
        var ran = 0
        while let first = nextLive() {
            guard ran < maxTasks else { throw RunawayWork(tasksRun: ran, reached: now) }
            now = max(now, first.due)
            runFirst()
            ran += 1
        }
    }

    // MARK: - Private

    private var cancelledCount = 0

    /// The earliest entry that was not cancelled, dropping cancelled ones on the way.
    private func nextLive() -> Entry? {
        while let first = pending.min, first.handle.isCancelled {
            pending.removeMin()
            cancelledCount -= 1
        }
        return pending.min
    }

    private func runFirst() {
        let entry = pending.removeMin()
        tasksRun += 1
        // Marks the handle as spent, so a late cancel does not count as pending work removed.
        entry.handle.markRun()
        entry.work()
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded toward zero.
    public var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// The duration as scenarios write it: `330ms`.
    public var formattedMilliseconds: String { "\(wholeMilliseconds)ms" }
}
