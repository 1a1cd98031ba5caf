import Composable
import Domain

/// The flights screen: loads the board when it is first shown and on reload, follows the live
/// feed for as long as it lives, and presents the card of a tapped flight
/// (``FlightCardFeature``) as optional state.
struct FlightsFeature: Reducer {
    struct State: Equatable {
        /// Where the latest load of the board stands.
        var board = BoardLoad.notRequested
        /// The flights listed, in board order; the old ones stay while a load is in flight.
        var flights: [Flight] = []
        /// The card shown over the board, while it is shown.
        var card: FlightCardFeature.State?
    }

    /// Where the latest load of the board stands.
    enum BoardLoad: Equatable {
        /// The screen has not asked for the board yet.
        case notRequested
        case loading
        /// The latest load was answered with ``State/flights``.
        case loaded
        /// The latest load failed; no flight is listed.
        case failed
    }

    enum Action: Equatable {
        case viewDidLoad
        case reloadButtonTapped
        case boardResponse(Result<[Flight], ServiceError>)
        case statusChanged(FlightStatusChange)
        case flightTapped(row: Int)
        case viewWillAppear
        case card(FlightCardFeature.Action)

        static let cardPath = AnyCasePath<Action, FlightCardFeature.Action>(embed: Action.card) {
            if case let .card(action) = $0 { action } else { nil }
        }
    }

    private enum CancelID { case board }

    @Dependency(\.flights) var flightClient

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .viewDidLoad:
                return .merge(load(&state), followLiveUpdates())

            // MARK: - Latest wins

            case .reloadButtonTapped:
                return load(&state)

            case let .boardResponse(.success(flights)):
                state.flights = flights.sorted(by: Flight.boardOrder)
                state.board = .loaded
                return .none

            case .boardResponse(.failure):
                state.flights = []
                state.board = .failed
                return .none

            // MARK: - Live updates

            case let .statusChanged(change):
                // A change for a flight the board does not list yet is in the board that arrives.
                guard let index = state.flights.firstIndex(where: { $0.id == change.flightID }) else { return .none }
                state.flights[index].status = change.status
                return .none

            // MARK: - Navigation

            case let .flightTapped(row):
                state.card = FlightCardFeature.State(flight: state.flights[row])
                return .none

            case .card(.closeButtonTapped), .viewWillAppear:
                // The board is on top again (the user went back), or the card asks to be closed.
                state.card = nil
                return .none

            // MARK: - The card's own actions

            case .card:
                return .none
            }
        }
        .ifLet(\.card, action: Action.cardPath) {
            FlightCardFeature()
        }
    }

    // MARK: - Latest wins

    /// Loads the board, cancelling the load in flight: only the latest load's answer is shown.
    private func load(_ state: inout State) -> Effect<Action> {
        state.board = .loading
        return .run { send in
            flightClient.loadBoard { result in
                send(.boardResponse(result))
                send.finish()
            }
        }
        .cancellable(id: CancelID.board, cancelInFlight: true)
    }

    // MARK: - Live updates

    /// The live feed, as a long-running effect: it never finishes, and ends when the store goes away.
    private func followLiveUpdates() -> Effect<Action> {
        .run { send in
            flightClient.statusChanges { change in send(.statusChanged(change)) }
        }
    }
}
