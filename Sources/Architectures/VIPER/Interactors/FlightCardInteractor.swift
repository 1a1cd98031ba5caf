import ArchitectureKit
import Domain

/// The card's use case: one flight, its status kept current with the live feed.
@MainActor
final class FlightCardInteractor: CountedObject, FlightCardInteractorInput {
    /// The presenter; it owns this interactor, so it is held weakly.
    weak var output: FlightCardInteractorOutput?

    private(set) var flight: Flight
    private let flightService: FlightService

    init(flight: Flight, flightService: FlightService) {
        self.flight = flight
        self.flightService = flightService
    }

    // MARK: - Live updates

    /// Kept for as long as the interactor lives; released with it, it stops the feed.
    private var statusObservation: FlightService.Observation?

    func observeLiveUpdates() {
        statusObservation = flightService.observeStatusChanges { [weak self] change in
            self?.flightStatusChanged(change)
        }
    }

    private func flightStatusChanged(_ change: FlightStatusChange) {
        guard change.flightID == flight.id else { return }
        flight.status = change.status
        output?.flightChanged(flight)
    }
}
