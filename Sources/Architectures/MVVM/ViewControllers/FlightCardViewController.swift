import Domain
import HeadlessUI

/// The flight card: one flight's view model, made afresh whenever the live feed changes it.
@MainActor
final class FlightCardViewController: ViewController {
    private let flightService: FlightService
    private let cardView = FlightCardView()
    private var flight: Flight

    init(flight: Flight, flightService: FlightService) {
        self.flight = flight
        self.flightService = flightService
        super.init()
        title = FlightCardView.ViewModel(flight: flight).flight
    }

    override func loadView() {
        view = cardView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.onClose = { [weak self] in self?.close() }
        cardView.viewModel = FlightCardView.ViewModel(flight: flight)
        observeLiveUpdates()
    }

    // MARK: - Navigation

    /// The user closed the card: back to the board, which the live feed kept current.
    private func close() {
        navigationController?.popViewController(animated: true)
    }

    // MARK: - Live updates

    /// Kept for as long as the card lives; released with it, it stops the feed.
    private var statusObservation: FlightService.Observation?

    private func observeLiveUpdates() {
        statusObservation = flightService.observeStatusChanges { [weak self] change in
            self?.flightStatusChanged(change)
        }
    }

    private func flightStatusChanged(_ change: FlightStatusChange) {
        guard change.flightID == flight.id else { return }
        // A delay moves the shown times as well as the status: a fresh view model carries both.
        flight.status = change.status
        cardView.viewModel = FlightCardView.ViewModel(flight: flight)
    }
}
