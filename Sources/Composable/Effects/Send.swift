/// What a ``Effect/run(_:)`` effect is given to talk back to its store.
///
/// Call it with an action to send that action into the store, on the main actor, after any
/// action the store is reducing now. Once the effect is over (``finish()``) or cancelled, what
/// it sends is dropped: a cancelled request's late answer never reaches the reducer.
@MainActor
public struct Send<Action> {
    private let deliver: @MainActor (Action) -> Void
    private let end: @MainActor () -> Void

    init(deliver: @escaping @MainActor (Action) -> Void, end: @escaping @MainActor () -> Void) {
        self.deliver = deliver
        self.end = end
    }

    /// Sends `action` into the store.
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }

    /// Says that the work is over: the effect stops running, and what it sends later is dropped.
    /// TCA's `.run` ends when its closure returns; a callback has no such moment, so it says so.
    public func finish() {
        end()
    }

    /// A `Send` for a child's actions that delivers them as the parent's.
    func pullback<Child>(_ toAction: @escaping (Child) -> Action) -> Send<Child> {
        Send<Child>(deliver: { [deliver] child in deliver(toAction(child)) }, end: end)
    }
}

/// How to stop the work a ``Effect/run(_:)`` effect started, if it is cancelled before it is over.
@MainActor
public struct EffectCancellation {
    let cancel: @MainActor () -> Void

    /// A cancellation that calls `cancel`: cancel the request, stop the observation.
    public init(_ cancel: @escaping @MainActor () -> Void) {
        self.cancel = cancel
    }

    /// Nothing to stop: work that finished inside the operation.
    public static var empty: EffectCancellation { EffectCancellation {} }
}
