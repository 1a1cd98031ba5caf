import Domain
import HeadlessUI

/// The flight card: one flight's details, kept current with the live feed.
@MainActor
final class FlightCardViewController: ViewController {
    private let flightService: FlightService
    private let cardView = FlightCardView()
    private var flight: Flight

    init(flight: Flight, flightService: FlightService) {
        self.flight = flight
        self.flightService = flightService
        super.init()
        title = FlightFormat.code(flight)
    }

    override func loadView() {
        view = cardView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.onClose = { [weak self] in self?.close() }
        showFlight()
        observeLiveUpdates()
    }

    // MARK: - Card formatting

    /// Writes every text of the card, through the shared formats: a delay moves both ends.
    private func showFlight() {
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        cardView.flight = FlightFormat.code(flight)
        cardView.airline = flight.airline.name
        cardView.route = FlightFormat.route(flight)
        cardView.departureDay = FlightFormat.day(flight.expectedDeparture, at: departure)
        cardView.departureAirport = FlightFormat.timeAndAirport(flight.expectedDeparture, at: departure)
        cardView.arrivalDay = FlightFormat.day(flight.expectedArrival, at: arrival)
        cardView.arrivalAirport = FlightFormat.timeAndAirport(flight.expectedArrival, at: arrival)
        cardView.duration = FlightFormat.duration(flight.duration)
        cardView.status = FlightFormat.status(flight.status)
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
        // A delay moves the shown times as well as the status, so the whole card is shown again.
        flight.status = change.status
        showFlight()
    }
}
