/// How a feature's state changes when an action happens, and what work it starts then.
///
/// TCA's `Reducer` protocol in its macro-free form: a feature either implements
/// ``reduce(into:action:)`` itself, or declares a ``body`` built from other reducers
/// (``Reduce``, ``Scope``, ``ifLet(_:action:then:)``) and gets `reduce(into:action:)` from it.
///
///     struct Counter: Reducer {
///         struct State: Equatable { var count = 0 }
///         enum Action { case incrementTapped }
///
///         func reduce(into state: inout State, action: Action) -> Effect<Action> {
///             state.count += 1
///             return .none
///         }
///     }
///
/// Reducers run on the main actor, as the store does: that is where ``Dependency`` values are read.
@MainActor
public protocol Reducer<State, Action> {
    /// What the feature holds.
    associatedtype State
    /// What can happen to the feature: the user's intents and the answers of its effects.
    associatedtype Action
    /// The reducers this one is made of; `Never` for a reducer that implements
    /// ``reduce(into:action:)`` itself.
    associatedtype Body

    /// Changes `state` for `action` and returns the work to start.
    ///
    /// - Parameters:
    ///   - state: The feature's state, changed in place.
    ///   - action: What happened.
    /// - Returns: The effect the store runs next; ``Effect/none`` for no work.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// The reducers this one is made of, run in order on the same state.
    @ReducerBuilder<State, Action>
    var body: Body { get }
}

extension Reducer where Body == Never {
    /// A reducer that implements ``reduce(into:action:)`` has no body.
    public var body: Never {
        fatalError("\(Self.self) implements reduce(into:action:) and has no body")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Runs the body.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}
