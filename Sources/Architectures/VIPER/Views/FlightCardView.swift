import HeadlessUI

/// The flight card's root view: the flight, both ends of its route, its duration and status.
@MainActor
final class FlightCardView: View {
    /// Called when the user asks to close the card.
    var onClose: (() -> Void)?

    var flight: String? {
        get { flightLabel.text }
        set { flightLabel.text = newValue }
    }

    var airline: String? {
        get { airlineLabel.text }
        set { airlineLabel.text = newValue }
    }

    var route: String? {
        get { routeLabel.text }
        set { routeLabel.text = newValue }
    }

    var departureDay: String? {
        get { departureDayLabel.text }
        set { departureDayLabel.text = newValue }
    }

    var departureAirport: String? {
        get { departureAirportLabel.text }
        set { departureAirportLabel.text = newValue }
    }

    var arrivalDay: String? {
        get { arrivalDayLabel.text }
        set { arrivalDayLabel.text = newValue }
    }

    var arrivalAirport: String? {
        get { arrivalAirportLabel.text }
        set { arrivalAirportLabel.text = newValue }
    }

    var duration: String? {
        get { durationLabel.text }
        set { durationLabel.text = newValue }
    }

    var status: String? {
        get { statusLabel.text }
        set { statusLabel.text = newValue }
    }

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
}
