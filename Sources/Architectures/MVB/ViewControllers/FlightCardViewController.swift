import Domain
import HeadlessUI
import Reactive
import ReactiveServices
import ReactiveUI

/// The flight card's view controller: builds the view, binds it to the model, and pops the
/// card when the user wants to close it.
@MainActor
final class FlightCardViewController: ViewController {
    private let model: FlightCardModel
    private var bindings: DisposeBag?

    init(flight: Flight, flightService: FlightService) {
        model = FlightCardModel(flight: flight, statusChanges: flightService.rx.statusChanges)
        super.init()
        title = FlightCardView.title(of: flight)
    }

    override func loadView() {
        let cardView = FlightCardView()
        bindings = FlightCardBinding.bind(model: model, view: cardView) { [weak self] in self?.close() }
        view = cardView
    }

    // MARK: - Navigation

    /// The user closed the card: back to the board, which the live feed kept current.
    private func close() {
        navigationController?.popViewController(animated: true)
    }
}
