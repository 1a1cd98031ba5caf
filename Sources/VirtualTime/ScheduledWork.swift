/// A handle on work scheduled on a ``MainQueue``; cancelling it keeps the work from running.
@MainActor
public final class ScheduledWork {
    /// Whether ``cancel()`` was called before the work ran.
    public private(set) var isCancelled = false
    private let onCancel: @MainActor () -> Void

    /// Creates a handle that calls `onCancel` the first time it is cancelled.
    public init(onCancel: @escaping @MainActor () -> Void = {}) {
        self.onCancel = onCancel
    }

    /// Keeps the work from running. Cancelling twice, or after the work ran, does nothing.
    public func cancel() {
        guard !isCancelled, !hasRun else { return }
        isCancelled = true
        onCancel()
    }

    /// Whether the work has run.
    public private(set) var hasRun = false

    /// Called by the queue just before it runs the work.
    func markRun() { hasRun = true }
}
