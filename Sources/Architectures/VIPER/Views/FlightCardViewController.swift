import HeadlessUI

/// The flight card's view: shows what its presenter worded, and forwards the close.
@MainActor
final class FlightCardViewController: ViewController, FlightCardViewInterface {
    private let eventHandler: FlightCardModuleInterface
    private let cardView = FlightCardView()

    init(eventHandler: FlightCardModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
    }

    override func loadView() {
        view = cardView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.onClose = { [weak self] in self?.eventHandler.close() }
        eventHandler.viewDidLoad()
    }

    // MARK: - Card formatting

    func show(_ card: FlightCardDisplay) {
        title = card.flight
        cardView.flight = card.flight
        cardView.airline = card.airline
        cardView.route = card.route
        cardView.departureDay = card.departureDay
        cardView.departureAirport = card.departureAirport
        cardView.arrivalDay = card.arrivalDay
        cardView.arrivalAirport = card.arrivalAirport
        cardView.duration = card.duration
        cardView.status = card.status
    }
}
