import VirtualTime

/// A span of time, as RxSwift's `RxTimeInterval`: `.milliseconds(330)`.
public typealias RxTimeInterval = Duration

/// An instant on a scheduler's clock: the time since its main queue was created.
public typealias RxTime = Duration

/// Where and when work runs. Operators that deal with time (`debounce`) or hop (`observe(on:)`)
/// take one, so tests can run them in virtual time.
@MainActor
public protocol SchedulerType: AnyObject {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action` as soon as possible, after the work already due now.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: The work; returns a disposable for any work it starts in turn.
    /// - Returns: Cancels the action if it has not run, or disposes what it returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` once, `dueTime` from now.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work; returns a disposable for any work it starts in turn.
    /// - Returns: Cancels the action if it has not run, or disposes what it returned.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable
}
