/// Builds a ``Reducer/body`` from reducers listed one after another: each runs in turn on the
/// state the one before left, and their effects run together.
@MainActor
@resultBuilder
public enum ReducerBuilder<State, Action> {
    public static func buildExpression<R: Reducer>(_ reducer: R) -> R where R.State == State, R.Action == Action {
        reducer
    }

    public static func buildPartialBlock<R: Reducer>(first: R) -> R where R.State == State, R.Action == Action {
        first
    }

    public static func buildPartialBlock<First: Reducer, Next: Reducer>(
        accumulated: First, next: Next
    ) -> CombinedReducers<First, Next>
    where First.State == State, First.Action == Action, Next.State == State, Next.Action == Action {
        CombinedReducers(first: accumulated, second: next)
    }
}

/// Two reducers run in order on one state, their effects merged: what ``ReducerBuilder`` makes
/// of a body with more than one reducer.
public struct CombinedReducers<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
    private let first: First
    private let second: Second

    init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        let firstEffect = first.reduce(into: &state, action: action)
        return firstEffect.merge(with: second.reduce(into: &state, action: action))
    }
}
