import Domain
import Foundation
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
        title = Self.code(of: flight)
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

    /// Writes every text of the card: a delay moves both ends, never the duration.
    private func showFlight() {
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        cardView.flight = Self.code(of: flight)
        cardView.airline = flight.airline.name
        cardView.route = "\(departure.code) \u{2794} \(arrival.code)"
        cardView.departureDay = FlightFormat.day(flight.expectedDeparture, at: departure)
        cardView.departureAirport = Self.timeAndAirport(flight.expectedDeparture, at: departure)
        cardView.arrivalDay = FlightFormat.day(flight.expectedArrival, at: arrival)
        cardView.arrivalAirport = Self.timeAndAirport(flight.expectedArrival, at: arrival)
        cardView.duration = FlightFormat.duration(flight.duration)
        cardView.status = FlightFormat.status(flight.status)
    }

    /// `BA 287`: the card's first line, and the screen's title.
    private static func code(of flight: Flight) -> String {
        "\(flight.airline.code) \(flight.number)"
    }

    /// `14:05 London, Heathrow Airport`: the time in the airport's own zone, then the place.
    private static func timeAndAirport(_ date: Date, at airport: Airport) -> String {
        "\(LocalTime(date, in: airport.timeZone).time) \(airport.city), \(airport.name)"
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
