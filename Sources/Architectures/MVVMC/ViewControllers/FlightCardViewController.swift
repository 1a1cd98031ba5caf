import Bind
import Domain
import HeadlessUI

/// The flight card: asks its data controller for the card's view model when it appears, and
/// gives it the command that closes the card. Live changes reach the card through its bindings.
@MainActor
final class FlightCardViewController: ViewController {
    private let flight: Flight
    private let dataController: FlightCardDataController
    private let cardView = FlightCardView()

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

    // MARK: - View model

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        dataController.update(with: flight) { viewModel in
            viewModel.closeCommand = closeCommand()
            title = viewModel.title
            cardView.viewModel = viewModel
        }
    }

    // MARK: - Navigation

    /// What the close button executes: this screen popped. The view model carries it to the
    /// view's binding, but only the view controller navigates, so it is made here.
    private func closeCommand() -> any Command {
        CloseCommand(closing: self)
    }
}
