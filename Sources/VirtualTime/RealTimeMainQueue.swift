import Dispatch

/// A main queue on real time, for live use: work runs on Dispatch's main queue.
@MainActor
public final class RealTimeMainQueue: MainQueue {
    private let start = ContinuousClock.now

    public init() {}

    public var now: Duration { ContinuousClock.now - start }

    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let handle = ScheduledWork()
        let nanoseconds = max(0, delay.wholeMilliseconds) * 1_000_000
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
            MainActor.assumeIsolated {
                guard !handle.isCancelled else { return }
                // As on the virtual queue: a cancel after the work ran must change nothing.
                handle.markRun()
                work()
            }
        }
        return handle
    }
}
