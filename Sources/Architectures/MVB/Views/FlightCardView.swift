import HeadlessUI
import Reactive
import ReactiveUI

/// The flight card's view: takes in the card's texts, and publishes the user's wish to close it.
@MainActor
final class FlightCardView: View {
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
    }

    // MARK: - Data in

    /// Shows the card.
    var card: Binder<FlightCard> {
        Binder(self) { view, card in view.show(card) }
    }

    // MARK: - Intents out

    /// Emits when the user wants to close the card.
    var closeRequested: Observable<Void> {
        closeButton.rx.tap
    }

    private func show(_ card: FlightCard) {
        flightLabel.text = card.flight
        airlineLabel.text = card.airline
        routeLabel.text = card.route
        departureDayLabel.text = card.departureDay
        departureAirportLabel.text = card.departureAirport
        arrivalDayLabel.text = card.arrivalDay
        arrivalAirportLabel.text = card.arrivalAirport
        durationLabel.text = card.duration
        statusLabel.text = card.status
    }
}
