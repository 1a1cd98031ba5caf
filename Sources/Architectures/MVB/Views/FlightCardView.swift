import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveUI

/// The flight card's view: takes in the flight, which it words, and publishes the user's wish
/// to close the card.
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

    /// Shows the flight as it stands: a delay moves both ends.
    var flight: Binder<Flight> {
        Binder(self) { view, flight in view.show(flight) }
    }

    // MARK: - Intents out

    /// Emits when the user wants to close the card.
    var closeRequested: Observable<Void> {
        closeButton.rx.tap
    }

    // MARK: - Card formatting

    /// The card's title, the flight's code: `BA 287`.
    static func title(of flight: Flight) -> String {
        "\(flight.airline.code) \(flight.number)"
    }

    private func show(_ flight: Flight) {
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        flightLabel.text = Self.title(of: flight)
        airlineLabel.text = flight.airline.name
        routeLabel.text = "\(departure.code) \u{2794} \(arrival.code)"
        departureDayLabel.text = LocalTime(flight.expectedDeparture, in: departure.timeZone).longDay
        departureAirportLabel.text = Self.timeAndPlace(flight.expectedDeparture, at: departure)
        arrivalDayLabel.text = LocalTime(flight.expectedArrival, in: arrival.timeZone).longDay
        arrivalAirportLabel.text = Self.timeAndPlace(flight.expectedArrival, at: arrival)
        durationLabel.text = FlightFormat.duration(flight.duration)
        statusLabel.text = FlightFormat.status(flight.status)
    }

    /// `14:05 London, Heathrow Airport`: the time in the airport's zone, its city and its name.
    private static func timeAndPlace(_ date: Date, at airport: Airport) -> String {
        "\(LocalTime(date, in: airport.timeZone).time) \(airport.city), \(airport.name)"
    }
}
