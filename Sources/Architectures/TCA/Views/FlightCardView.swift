import HeadlessUI

/// The flight card's root view: the flight, both ends of its route, its duration and status.
@MainActor
final class FlightCardView: View {
    /// Called when the user taps Close.
    var onClose: (() -> Void)?

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

    override init() {
        super.init()
        accessibilityIdentifier = "card"
        let identified: [(View, String)] = [
            (flightLabel, "card.flight"), (airlineLabel, "card.airline"), (routeLabel, "card.route"),
            (departureDayLabel, "card.departure.day"), (departureAirportLabel, "card.departure.airport"),
            (arrivalDayLabel, "card.arrival.day"), (arrivalAirportLabel, "card.arrival.airport"),
            (durationLabel, "card.duration"), (statusLabel, "card.status"), (closeButton, "card.close"),
        ]
        for (subview, identifier) in identified {
            subview.accessibilityIdentifier = identifier
            addSubview(subview)
        }
        closeButton.addAction(Action { [weak self] _ in self?.onClose?() }, for: .touchUpInside)
    }

    /// Shows every text of the card.
    func show(_ details: FlightCardDetails) {
        flightLabel.text = details.flight
        airlineLabel.text = details.airline
        routeLabel.text = details.route
        departureDayLabel.text = details.departureDay
        departureAirportLabel.text = details.departureAirport
        arrivalDayLabel.text = details.arrivalDay
        arrivalAirportLabel.text = details.arrivalAirport
        durationLabel.text = details.duration
        statusLabel.text = details.status
    }
}
