/// The one queue all UI work runs on, as `DispatchQueue.main` is in an iOS app.
///
/// Architectures never read a clock or sleep: they ask this queue for the time and schedule
/// delayed work on it. The harness injects a ``VirtualMainQueue``, so a scenario's time is
/// exact and repeatable; live use injects a ``RealTimeMainQueue``.
@MainActor
public protocol MainQueue: AnyObject {
    /// The time elapsed on this queue since it was created.
    var now: Duration { get }

    /// Schedules `work` to run once, `delay` from now.
    ///
    /// - Parameters:
    ///   - delay: How long to wait; zero or negative means "as soon as possible, after work
    ///     already due now".
    ///   - work: The work to run on the main queue.
    /// - Returns: A handle that cancels the work if it has not run yet.
    @discardableResult
    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}

extension MainQueue {
    /// Schedules `work` to run as soon as possible, after the work already due now.
    @discardableResult
    public func async(_ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        schedule(after: .zero, work)
    }
}
