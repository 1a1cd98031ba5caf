import Composable

/// The smallest feature: a count that implements `reduce(into:action:)` itself.
struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
    }

    enum Action: Equatable {
        case incrementTapped
        case decrementTapped
        /// Sends `incrementTapped` back at once, twice.
        case twiceTapped
        /// Changes nothing.
        case noticed
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementTapped:
            state.count += 1
            return .none
        case .decrementTapped:
            state.count -= 1
            return .none
        case .twiceTapped:
            return .merge(.send(.incrementTapped), .send(.incrementTapped))
        case .noticed:
            return .none
        }
    }
}
