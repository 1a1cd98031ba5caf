/// A reducer made from a closure: the feature's own logic inside a ``Reducer/body``.
///
///     var body: some Reducer<State, Action> {
///         Reduce { state, action in
///             switch action {
///             case .incrementTapped:
///                 state.count += 1
///                 return .none
///             }
///         }
///     }
public struct Reduce<State, Action>: Reducer {
    private let reduce: @MainActor (inout State, Action) -> Effect<Action>

    /// A reducer that runs `reduce`.
    ///
    /// - Parameter reduce: Changes the state for an action and returns the work to start.
    public init(_ reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }
}
