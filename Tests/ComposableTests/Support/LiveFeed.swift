import Composable

/// A feed that pushes numbers to whoever observes it, until the observation is cancelled: the
/// shape of a flight service's live status changes.
@MainActor
final class NumberFeed {
    private var observers: [Int: @MainActor (Int) -> Void] = [:]
    private var nextID = 0

    var observerCount: Int { observers.count }

    func observe(_ handler: @escaping @MainActor (Int) -> Void) -> EffectCancellation {
        nextID += 1
        let id = nextID
        observers[id] = handler
        return EffectCancellation { [weak self] in self?.observers[id] = nil }
    }

    func publish(_ number: Int) {
        for id in observers.keys.sorted() { observers[id]?(number) }
    }
}

/// A feature that follows the feed while it is shown: a long-living effect, cancelled by id.
struct FeedFollower: Reducer {
    struct State: Equatable {
        var numbers: [Int] = []
    }

    enum Action: Equatable {
        case appeared
        case disappeared
        case numberArrived(Int)
    }

    private enum CancelID { case feed }

    let feed: NumberFeed

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            return .run { [feed] send in
                feed.observe { send(.numberArrived($0)) }
            }
            .cancellable(id: CancelID.feed)
        case .disappeared:
            return .cancel(id: CancelID.feed)
        case let .numberArrived(number):
            state.numbers.append(number)
            return .none
        }
    }
}
