import ArchitectureKit
import Domain
import Foundation

/// The flight card's presenter: composes every text of one flight's card, and composes them
/// again whenever the live feed changes the flight.
@MainActor
final class FlightCardPresenter: CountedObject {
    private weak var view: FlightCardViewProtocol?
    private let flightService: FlightService
    private var flight: Flight

    /// - Parameters:
    ///   - flight: The flight the card shows, as the board last knew it.
    ///   - flightService: The model controller whose live feed keeps it current.
    init(flight: Flight, flightService: FlightService) {
        self.flight = flight
        self.flightService = flightService
    }

    /// Call when the card's view has loaded: the presenter writes the flight into it and keeps
    /// it current from then on. The card is held weakly, as it holds the presenter.
    func attach(_ view: FlightCardViewProtocol) {
        self.view = view
        view.title = Self.code(of: flight)
        showFlight()
        observeLiveUpdates()
    }

    // MARK: - Card formatting

    /// Writes every text of the card: a delay moves both ends, never the duration.
    private func showFlight() {
        guard let view else { return }
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        view.flight = Self.code(of: flight)
        view.airline = flight.airline.name
        view.route = "\(departure.code) \u{2794} \(arrival.code)"
        view.departureDay = FlightFormat.day(flight.expectedDeparture, at: departure)
        view.departureAirport = Self.timeAndAirport(flight.expectedDeparture, at: departure)
        view.arrivalDay = FlightFormat.day(flight.expectedArrival, at: arrival)
        view.arrivalAirport = Self.timeAndAirport(flight.expectedArrival, at: arrival)
        view.duration = FlightFormat.duration(flight.duration)
        view.status = FlightFormat.status(flight.status)
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

    /// Call when the user asks to close the card: back to the board, which the live feed kept current.
    func closeRequested() {
        view?.close()
    }

    // MARK: - Live updates

    /// Kept for as long as the presenter lives; released with it, it stops the feed.
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
