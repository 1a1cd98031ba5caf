import ArchitectureKit
import Domain
import Reactive

/// The flight card's model: one flight, kept current with the live feed.
@MainActor
final class FlightCardModel: CountedObject {
    /// Emits the flight at subscription, then again whenever its status changes.
    let flight: Observable<Flight>

    /// - Parameters:
    ///   - flight: The flight as it stood when the card was opened.
    ///   - statusChanges: The live feed.
    init(flight: Flight, statusChanges: Observable<FlightStatusChange>) {
        self.flight = Self.liveFlight(flight, statusChanges: statusChanges)
    }

    // MARK: - Live updates

    /// The flight, then the flight after each change of its status, in the instant it happens.
    private static func liveFlight(_ flight: Flight, statusChanges: Observable<FlightStatusChange>) -> Observable<Flight> {
        statusChanges
            .filter { $0.flightID == flight.id }
            .scan(flight) { flight, change in
                var changed = flight
                changed.status = change.status
                return changed
            }
            .startWith(flight)
    }
}
