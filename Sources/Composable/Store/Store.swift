/// Runs a feature: holds its state, reduces the actions sent to it and runs the effects its
/// reducer returns; view controllers observe it and send it the user's intents.
///
///     let store = Store(initialState: Search.State()) {
///         Search()
///     } withDependencies: {
///         $0.mainQueue = environment.mainQueue
///     }
///     store.send(.queryChanged("beatles"))
///
/// A store made with ``scope(state:action:)`` runs a child feature inside its parent's: its
/// state is derived from the parent's, and what is sent to it is sent to the parent.
/// Releasing the root store cancels every effect still at work.
@MainActor
public final class Store<State, Action> {
    private let readState: @MainActor () -> State
    private let sendAction: @MainActor (Action) -> Void
    let observations: ObservationList
    /// The root store's core, or the parent store: kept alive as long as this store is.
    private let parent: AnyObject

    /// A store that runs `reducer` from `initialState`.
    ///
    /// - Parameters:
    ///   - initialState: The feature's state at first.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Sets the dependencies the reducer reads, starting from the
    ///     current ones (those of an enclosing ``withDependencies(_:operation:)``).
    public convenience init<R: Reducer>(
        initialState: State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) where R.State == State, R.Action == Action {
        var dependencies = DependencyValues.current
        prepareDependencies(&dependencies)
        let core = StoreCore(initialState: initialState, reducer: reducer(), dependencies: dependencies)
        self.init(state: { core.state }, send: { core.send($0) }, observations: core.observations, parent: core)
    }

    private init(
        state: @escaping @MainActor () -> State, send: @escaping @MainActor (Action) -> Void,
        observations: ObservationList, parent: AnyObject
    ) {
        readState = state
        sendAction = send
        self.observations = observations
        self.parent = parent
        StoreWork.total.objectsAlive += 1
    }

    isolated deinit {
        StoreWork.total.objectsAlive -= 1
    }

    /// The feature's state now.
    public var state: State {
        readState()
    }

    /// Sends `action`: the reducer runs at once, then the effects it returned start, and then
    /// the observations are told.
    public func send(_ action: Action) {
        sendAction(action)
    }

    /// A store for a child feature: its state is the part of this store's state at
    /// `toChildState`, and what is sent to it is sent to this store as `toChildAction`.
    ///
    /// - Parameters:
    ///   - toChildState: Where the child's state is; derived again at every read (counted in
    ///     ``StoreWork/scopesComputed``).
    ///   - toChildAction: This store's case that carries the child's actions.
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState>,
        action toChildAction: AnyCasePath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: { $0[keyPath: toChildState] }, action: toChildAction.embed)
    }

    /// A store whose state is derived from this one's by `toChildState`, and whose actions are
    /// sent to this one through `toAction`.
    func scope<ChildState, ChildAction>(
        state toChildState: @escaping @MainActor (State) -> ChildState,
        action toAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        Store<ChildState, ChildAction>(
            state: { [self] in
                StoreWork.total.scopesComputed += 1
                return toChildState(state)
            },
            send: { [self] in send(toAction($0)) },
            observations: observations,
            parent: self
        )
    }
}
