import Domain
import Reactive

/// The flight card's model: one flight, kept current with the live feed.
@MainActor
final class FlightCardModel {
    /// Emits the card at subscription, then again whenever the flight's status changes.
    let card: Observable<FlightCard>
    /// The screen's title, the flight's code: it never changes while the card is open.
    let title: String

    /// - Parameters:
    ///   - flight: The flight as it stood when the card was opened.
    ///   - statusChanges: The live feed.
    init(flight: Flight, statusChanges: Observable<FlightStatusChange>) {
        card = Self.liveFlight(flight, statusChanges: statusChanges).map(FlightCard.init)
        title = FlightFormat.code(flight)
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
