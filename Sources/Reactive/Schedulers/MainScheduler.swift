import VirtualTime

/// The scheduler of the main queue: the only source of time for the library.
///
/// Built on an injected ``MainQueue`` rather than a global instance, so the same code runs on
/// a virtual queue in tests and scenarios and on the real main queue in live use. Unlike
/// RxSwift's `MainScheduler.instance`, which runs work at once when it is already on the main
/// thread, `schedule` always goes through the queue, as `MainScheduler.asyncInstance` does:
/// on a virtual queue every hop is then visible and ordered.
@MainActor
public final class MainScheduler: SchedulerType {
    /// The queue the work runs on.
    public let queue: MainQueue

    /// A scheduler on `queue`.
    public init(queue: MainQueue) {
        self.queue = queue
    }

    public var now: RxTime { queue.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .zero, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = ScheduledItem(state: state, action: action)
        item.work = queue.schedule(after: dueTime) { item.run() }
        return item
    }
}

/// One action waiting on the queue. Disposing it lets go of the action and its state at once:
/// the queue may keep a cancelled entry until its time comes, and it must not keep a
/// subscription alive that long.
@MainActor
private final class ScheduledItem<StateType>: Cancelable {
    private var pending: (state: StateType, action: (StateType) -> Disposable)?
    private var started: Disposable?
    var work: ScheduledWork?
    private(set) var isDisposed = false

    init(state: StateType, action: @escaping (StateType) -> Disposable) {
        pending = (state, action)
    }

    func run() {
        guard let pending else { return }
        self.pending = nil
        work = nil
        started = pending.action(pending.state)
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        pending = nil
        work?.cancel()
        work = nil
        started?.dispose()
        started = nil
    }
}
