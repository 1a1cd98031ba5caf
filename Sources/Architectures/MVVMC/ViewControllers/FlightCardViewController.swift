import Domain
import HeadlessUI

/// The flight card: asks its data controller for the card's view model when it appears, and
/// closes when the user asks. Live changes reach the card through its bindings.
@MainActor
final class FlightCardViewController: ViewController {
    private let flight: Flight
    private let dataController: FlightCardDataController
    private let cardView = FlightCardView()
    /// The view model the data controller handed over; the view only borrows it.
    private var viewModel: FlightCardViewModel?

    /// - Parameters:
    ///   - flight: The flight to show, as the board shows it now: the context of the data
    ///     controller's update.
    ///   - dataController: The screen's data controller.
    init(flight: Flight, dataController: FlightCardDataController) {
        self.flight = flight
        self.dataController = dataController
        super.init()
    }

    override func loadView() {
        view = cardView
    }

    // MARK: - Navigation

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.onClose = { [weak self] in
            self?.navigationController?.popViewController(animated: true)
        }
    }

    // MARK: - View model

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        dataController.update(with: flight) { viewModel in
            self.viewModel = viewModel
            title = viewModel.title
            cardView.viewModel = viewModel
        }
    }
}
