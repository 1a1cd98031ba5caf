import Bind
import HeadlessUI

/// The flight card's root view: the flight, both ends of its route, its duration and status,
/// bound to the card's view model, and a close button bound to its close command.
@MainActor
final class FlightCardView: View, KeyPathBindable {
    /// The card shown; assigning binds it.
    var viewModel: FlightCardViewModel? {
        didSet { bindings = viewModel.map(bindings(to:)) ?? [] }
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
    private var bindings: [Binding] = []

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

    private func bindings(to viewModel: FlightCardViewModel) -> [Binding] {
        [
            viewModel.bind(\.title) ~> bind(\.flightLabel.text),
            viewModel.bind(\.airline) ~> bind(\.airlineLabel.text),
            viewModel.bind(\.route) ~> bind(\.routeLabel.text),
            viewModel.bind(\.departureDay) ~> bind(\.departureDayLabel.text),
            viewModel.bind(\.departureAirport) ~> bind(\.departureAirportLabel.text),
            viewModel.bind(\.arrivalDay) ~> bind(\.arrivalDayLabel.text),
            viewModel.bind(\.arrivalAirport) ~> bind(\.arrivalAirportLabel.text),
            viewModel.bind(\.duration) ~> bind(\.durationLabel.text),
            viewModel.bind(\.status) ~> bind(\.statusLabel.text),
            viewModel.bind(\.closeCommand) <~! closeButton.bindTaps(),
        ]
    }
}
