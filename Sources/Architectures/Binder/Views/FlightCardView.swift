import HeadlessUI

/// The flight card's views: the flight, both ends of its route, its duration and status, and a
/// close button. A declaration the screen's binder fills in; it holds no logic.
@MainActor
final class FlightCardView: View {
    let flightLabel = Label()
    let airlineLabel = Label()
    let routeLabel = Label()
    let departureDayLabel = Label()
    let departureAirportLabel = Label()
    let arrivalDayLabel = Label()
    let arrivalAirportLabel = Label()
    let durationLabel = Label()
    let statusLabel = Label()
    let closeButton = Button(title: "Close")

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
}
