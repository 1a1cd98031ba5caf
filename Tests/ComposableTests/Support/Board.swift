import Composable
import VirtualTime

/// A card shown over a board: starring it saves the star after 100 ms, an effect that must not
/// outlive the card.
struct Card: Reducer {
    struct State: Equatable {
        var number: Int
        var isStarred = false
        var isSaved = false
    }

    enum Action: Equatable {
        case starTapped
        case starSaved
        case closeTapped
    }

    @Dependency(\.mainQueue) var mainQueue

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .starTapped:
            state.isStarred = true
            return .run { [mainQueue] send in
                let save = mainQueue.schedule(after: .milliseconds(100)) {
                    send(.starSaved)
                    send.finish()
                }
                return EffectCancellation { save.cancel() }
            }
        case .starSaved:
            state.isSaved = true
            return .none
        case .closeTapped:
            return .none
        }
    }
}

/// A board with a counter always shown (``Scope``) and a card shown when a row is tapped
/// (``Reducer/ifLet(_:action:then:)``); closing the card is the board's to do.
struct Board: Reducer {
    struct State: Equatable {
        var counter = Counter.State()
        var card: Card.State?
        var log: [String] = []
    }

    enum Action: Equatable {
        case counter(Counter.Action)
        case card(Card.Action)
        case rowTapped(Int)

        static let counterPath = AnyCasePath<Action, Counter.Action>(embed: Action.counter) {
            if case let .counter(action) = $0 { action } else { nil }
        }
        static let cardPath = AnyCasePath<Action, Card.Action>(embed: Action.card) {
            if case let .card(action) = $0 { action } else { nil }
        }
    }

    var body: some Reducer<State, Action> {
        Scope(state: \.counter, action: Action.counterPath) { Counter() }
        Reduce { state, action in
            switch action {
            case let .counter(action):
                state.log.append("board saw \(action) with count \(state.counter.count)")
                return .none
            case let .rowTapped(number):
                state.card = Card.State(number: number)
                return .none
            case .card(.closeTapped):
                state.card = nil
                return .none
            case let .card(action):
                state.log.append("board saw card's \(action) with star \(state.card?.isStarred ?? false)")
                return .none
            }
        }
        .ifLet(\.card, action: Action.cardPath) { Card() }
    }
}
