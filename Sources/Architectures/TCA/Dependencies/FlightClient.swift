import Composable
import Domain

/// What the flight features need from the flight service: the board, and its live feed.
struct FlightClient {
    /// Loads the board; `completion` is called once, on the main queue.
    var loadBoard: @MainActor (_ completion: @escaping @MainActor (Result<[Flight], ServiceError>) -> Void) -> EffectCancellation
    /// Calls `handler` with every status change from now on, until the effect is cancelled.
    var statusChanges: @MainActor (_ handler: @escaping @MainActor (FlightStatusChange) -> Void) -> EffectCancellation
}

extension FlightClient {
    /// The client of the shared ``FlightService``: cancelling the feed's effect ends its observation.
    @MainActor
    static func live(_ service: FlightService) -> FlightClient {
        FlightClient(
            loadBoard: { completion in
                let request = service.loadBoard(completion: completion)
                return EffectCancellation { request.cancel() }
            },
            statusChanges: { handler in
                let observation = service.observeStatusChanges(handler)
                return EffectCancellation { observation.cancel() }
            }
        )
    }
}

enum FlightClientKey: DependencyKey {
    typealias Value = FlightClient
}

extension DependencyValues {
    /// The flight service the flights and card features call.
    var flights: FlightClient {
        get { self[FlightClientKey.self] }
        set { self[FlightClientKey.self] = newValue }
    }
}
