extension Store {
    /// Follows an optional child feature, as TCA's UIKit `ifLet(then:else:)` does: `then` is
    /// given a store of the child each time its state appears (push the card), `else` is called
    /// each time it goes away (pop it), and at once when there is none.
    ///
    /// The child store goes on showing the child's last state after it is gone, so a screen on
    /// its way out never reads a missing state.
    ///
    /// - Parameters:
    ///   - unwrap: Shows the child, given its store.
    ///   - otherwise: Hides the child.
    /// - Returns: The observation; it stops when it is cancelled or released.
    public func ifLet<Wrapped>(
        then unwrap: @escaping @MainActor (Store<Wrapped, Action>) -> Void,
        else otherwise: @escaping @MainActor () -> Void = {}
    ) -> ObserveToken where State == Wrapped? {
        observe({ $0 != nil }) { [weak self] isPresent in
            guard let self, isPresent, var last = state else { return otherwise() }
            unwrap(scope(state: { state in
                if let state { last = state }
                return last
            }, action: { $0 }))
        }
    }
}
