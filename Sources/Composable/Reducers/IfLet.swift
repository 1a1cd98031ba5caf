extension Reducer {
    /// Runs a child feature that is present only some of the time (a card shown over a list):
    /// its reducer runs, before this one, on the child's state while there is one, and the
    /// child's effects are cancelled when this reducer sets the child's state to nil.
    ///
    ///     var body: some Reducer<State, Action> {
    ///         Reduce { state, action in … }
    ///             .ifLet(\.card, action: Action.cardPath) { FlightCard() }
    ///     }
    ///
    /// - Parameters:
    ///   - toChildState: Where the optional child state is in this reducer's state.
    ///   - toChildAction: This reducer's case that carries the child's actions.
    ///   - child: The child's reducer.
    /// - Returns: A reducer that runs both. A child action that arrives while the child's state
    ///   is nil (a late answer for a card already closed) is ignored.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: AnyCasePath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(parent: self, toChildState: toChildState, toChildAction: toChildAction, child: child())
    }
}

/// A parent reducer with an optional child feature: what ``Reducer/ifLet(_:action:then:)`` makes.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    let toChildState: WritableKeyPath<Parent.State, Child.State?>
    let toChildAction: AnyCasePath<Parent.Action, Child.Action>
    let child: Child

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let childEffect = reduceChild(into: &state, action: action)
        let wasPresent = state[keyPath: toChildState] != nil
        let parentEffect = parent.reduce(into: &state, action: action)
        // A child that is gone must not go on working, nor send answers nobody will show.
        let dismissal: Effect<Parent.Action> = wasPresent && state[keyPath: toChildState] == nil
            ? .cancel(anyID: childEffectsID) : .none
        return .merge(childEffect, parentEffect, dismissal)
    }

    private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        guard let childAction = toChildAction.extract(from: action), state[keyPath: toChildState] != nil else {
            return .none
        }
        return child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
            .map(toChildAction.embed)
            .cancellable(anyID: childEffectsID, cancelInFlight: false)
    }

    /// The cancellation id every effect of this child runs under.
    private var childEffectsID: AnyHashable {
        AnyHashable(ChildEffects(path: toChildState))
    }

    private struct ChildEffects: Hashable {
        let path: AnyKeyPath
    }
}
