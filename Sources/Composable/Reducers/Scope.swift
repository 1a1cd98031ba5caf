/// Runs a child feature's reducer on the part of the parent's state it owns, for the parent's
/// actions that carry a child action; the child's effects come back as parent actions.
///
///     var body: some Reducer<State, Action> {
///         Scope(state: \.search, action: Action.searchPath) { Search() }
///         Reduce { state, action in … }
///     }
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    private let toChildState: WritableKeyPath<ParentState, Child.State>
    private let toChildAction: AnyCasePath<ParentAction, Child.Action>
    private let child: Child

    /// A reducer that runs `child` on `state` of the parent for the actions `action` extracts.
    ///
    /// - Parameters:
    ///   - state: Where the child's state is in the parent's.
    ///   - action: The parent's case that carries the child's actions.
    ///   - child: The child's reducer.
    public init<ChildState, ChildAction>(
        state: WritableKeyPath<ParentState, ChildState>,
        action: AnyCasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        toChildState = state
        toChildAction = action
        self.child = child()
    }

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        return child.reduce(into: &state[keyPath: toChildState], action: childAction)
            .map(toChildAction.embed)
    }
}
