import Composable
import Domain

/// The flight card: one flight, kept current by the live feed while the card is shown. Closing
/// is the flights feature's to do, which owns this state as optional state; its ifLet cancels
/// the card's feed when it does.
struct FlightCardFeature: Reducer {
    struct State: Equatable {
        var flight: Flight
    }

    enum Action: Equatable {
        case viewDidLoad
        case statusChanged(FlightStatusChange)
        case closeButtonTapped
    }

    @Dependency(\.flights) var flightClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        // MARK: - Live updates

        case .viewDidLoad:
            // A long-running effect: it ends when the card's state goes away, or its store does.
            return .run { send in
                flightClient.statusChanges { change in send(.statusChanged(change)) }
            }

        case let .statusChanged(change):
            guard change.flightID == state.flight.id else { return .none }
            state.flight.status = change.status
            return .none

        // MARK: - Navigation

        case .closeButtonTapped:
            return .none
        }
    }
}
