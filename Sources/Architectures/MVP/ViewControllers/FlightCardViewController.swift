import HeadlessUI

/// The flight card: a passive view. It hands each value its ``FlightCardPresenter`` gives it to
/// ``FlightCardView``, and the Close button's tap to the presenter.
@MainActor
final class FlightCardViewController: ViewController, FlightCardViewProtocol {
    private let presenter: FlightCardPresenter
    private let cardView = FlightCardView()

    init(presenter: FlightCardPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = cardView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.onClose = { [weak self] in self?.presenter.closeRequested() }
        presenter.attach(self)
    }

    // MARK: - FlightCardViewProtocol

    var flight: String? {
        get { cardView.flight }
        set { cardView.flight = newValue }
    }

    var airline: String? {
        get { cardView.airline }
        set { cardView.airline = newValue }
    }

    var route: String? {
        get { cardView.route }
        set { cardView.route = newValue }
    }

    var departureDay: String? {
        get { cardView.departureDay }
        set { cardView.departureDay = newValue }
    }

    var departureAirport: String? {
        get { cardView.departureAirport }
        set { cardView.departureAirport = newValue }
    }

    var arrivalDay: String? {
        get { cardView.arrivalDay }
        set { cardView.arrivalDay = newValue }
    }

    var arrivalAirport: String? {
        get { cardView.arrivalAirport }
        set { cardView.arrivalAirport = newValue }
    }

    var duration: String? {
        get { cardView.duration }
        set { cardView.duration = newValue }
    }

    var status: String? {
        get { cardView.status }
        set { cardView.status = newValue }
    }

    // MARK: - Navigation

    func close() {
        navigationController?.popViewController(animated: true)
    }
}
