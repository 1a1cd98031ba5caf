import ArchitectureKit
import Domain

/// The flight card's data controller: makes the card's view model and keeps it current with
/// the live feed of the flight model controller.
@MainActor
final class FlightCardDataController: CountedObject {
    private let flightService: FlightService
    /// The card handed over last, which the live feed updates.
    private var cardViewModel: FlightCardViewModel?

    init(flightService: FlightService) {
        self.flightService = flightService
    }

    /// Makes the card of `flight`, hands it over, and keeps it current from now on.
    ///
    /// - Parameter handler: Called at once with the view model.
    func update(with flight: Flight, handler: (FlightCardViewModel) -> Void) {
        let card = FlightCardViewModel(flight: flight)
        cardViewModel = card
        observeLiveUpdates()
        handler(card)
    }

    // MARK: - Live updates

    /// Kept for as long as the data controller lives; released with it, it stops the feed.
    private var statusObservation: FlightService.Observation?

    private func observeLiveUpdates() {
        statusObservation = flightService.observeStatusChanges { [weak self] change in
            self?.flightStatusChanged(change)
        }
    }

    /// Changes the card's flight; the card view's bindings follow in the same instant.
    private func flightStatusChanged(_ change: FlightStatusChange) {
        guard let card = cardViewModel, card.flight.id == change.flightID else { return }
        card.flight.status = change.status
    }
}
