import Domain
import HeadlessUI

/// The flight card, with no architecture: one flight's details written straight into labels,
/// kept current with the live feed.
@MainActor
final class FlightCardViewController: ViewController {
    private let flightService: FlightService
    private var flight: Flight

    private let flightLabel = Label()
    private let airlineLabel = Label()
    private let routeLabel = Label()
    private let departureDayLabel = Label()
    private let departureAirportLabel = Label()
    private let arrivalDayLabel = Label()
    private let arrivalAirportLabel = Label()
    private let durationLabel = Label()
    private let statusLabel = Label()
    private let closeButton = Button(title: "Close")

    init(flight: Flight, flightService: FlightService) {
        self.flight = flight
        self.flightService = flightService
        super.init()
        title = "\(flight.airline.code) \(flight.number)"
    }

    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "card"
        let identified: [(View, String)] = [
            (flightLabel, "card.flight"), (airlineLabel, "card.airline"), (routeLabel, "card.route"),
            (departureDayLabel, "card.departure.day"), (departureAirportLabel, "card.departure.airport"),
            (arrivalDayLabel, "card.arrival.day"), (arrivalAirportLabel, "card.arrival.airport"),
            (durationLabel, "card.duration"), (statusLabel, "card.status"), (closeButton, "card.close"),
        ]
        for (widget, identifier) in identified {
            widget.accessibilityIdentifier = identifier
            root.addSubview(widget)
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        showFlight()
        closeButton.addAction(Action { [weak self] _ in self?.close() }, for: .touchUpInside)
        observeLiveUpdates()
    }

    // MARK: - Card formatting

    /// Writes every label of the card, composing its texts from Domain's display primitives.
    private func showFlight() {
        flightLabel.text = title
        airlineLabel.text = flight.airline.name
        routeLabel.text = "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)"
        durationLabel.text = FlightFormat.duration(flight.duration)
        statusLabel.text = FlightFormat.status(flight.status)
        showExpectedTimes()
    }

    /// The labels a delay moves: both ends shift, the duration does not.
    private func showExpectedTimes() {
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        departureDayLabel.text = FlightFormat.day(flight.expectedDeparture, at: departure)
        departureAirportLabel.text = "\(LocalTime(flight.expectedDeparture, in: departure.timeZone).time) \(departure.city), \(departure.name)"
        arrivalDayLabel.text = FlightFormat.day(flight.expectedArrival, at: arrival)
        arrivalAirportLabel.text = "\(LocalTime(flight.expectedArrival, in: arrival.timeZone).time) \(arrival.city), \(arrival.name)"
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
        let oldDelay = flight.delay
        flight.status = change.status
        statusLabel.text = FlightFormat.status(flight.status)
        // Only a change of delay moves the times; boarding or landing leaves them as they are.
        if flight.delay != oldDelay { showExpectedTimes() }
    }
}
