extension Store {
    /// Calls `apply` with the value `value` picks from the state, now and then after every send
    /// that changed it: how a view controller keeps its widgets showing the state.
    ///
    ///     tokens.append(store.observe(\.statusText) { [statusLabel] in statusLabel.text = $0 })
    ///
    /// TCA's `observe` tracks which properties its closure reads; without that machinery the
    /// closure is given the value it shows, and the store compares it with the last one after
    /// every send (counted in ``StoreWork/stateComparisons``).
    ///
    /// - Parameters:
    ///   - value: Picks the value to show from the state.
    ///   - apply: Shows the value; called on the main actor. It is kept by the store, so it must
    ///     not hold the view controller that holds the store: capture the widgets, or a weak self.
    /// - Returns: The observation; it stops when it is cancelled or released.
    public func observe<Value: Equatable>(
        _ value: @escaping @MainActor (State) -> Value,
        _ apply: @escaping @MainActor (Value) -> Void
    ) -> ObserveToken {
        var shown = value(state)
        StoreWork.total.observerCalls += 1
        apply(shown)
        let id = observations.add { [weak self] in
            guard let self else { return }
            let now = value(state)
            StoreWork.total.stateComparisons += 1
            guard now != shown else { return }
            shown = now
            StoreWork.total.observerCalls += 1
            apply(now)
        }
        return ObserveToken(keeping: self) { [observations] in observations.remove(id) }
    }
}

extension Store where State: Equatable {
    /// Calls `apply` with the state now, then after every send that changed it.
    ///
    /// - Returns: The observation; it stops when it is cancelled or released.
    public func observe(_ apply: @escaping @MainActor (State) -> Void) -> ObserveToken {
        observe({ $0 }, apply)
    }
}

/// An observation of a store: cancel it, or release it, to stop it. Until then it keeps the
/// store it observes alive, a scoped store made only to be observed included.
@MainActor
public final class ObserveToken {
    private var store: AnyObject?
    private var onCancel: (@MainActor () -> Void)?

    init(keeping store: AnyObject, onCancel: @escaping @MainActor () -> Void) {
        self.store = store
        self.onCancel = onCancel
        StoreWork.total.objectsAlive += 1
    }

    /// Stops the observation. Cancelling twice does nothing.
    public func cancel() {
        guard let onCancel else { return }
        self.onCancel = nil
        StoreWork.total.objectsAlive -= 1
        onCancel()
        store = nil
    }

    isolated deinit {
        cancel()
    }
}
