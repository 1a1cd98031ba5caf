import HeadlessUI

/// The flight card's root view: the flight, both ends of its route, its duration and status.
@MainActor
final class FlightCardView: View {
    /// Called when the user asks to close the card.
    var onClose: (() -> Void)?

    /// What the card shows; setting it writes every subview.
    var viewModel = ViewModel.empty {
        didSet { show(viewModel) }
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
        show(viewModel)
    }

    private func show(_ viewModel: ViewModel) {
        flightLabel.text = viewModel.flight
        airlineLabel.text = viewModel.airline
        routeLabel.text = viewModel.route
        departureDayLabel.text = viewModel.departureDay
        departureAirportLabel.text = viewModel.departureAirport
        arrivalDayLabel.text = viewModel.arrivalDay
        arrivalAirportLabel.text = viewModel.arrivalAirport
        durationLabel.text = viewModel.duration
        statusLabel.text = viewModel.status
    }
}
