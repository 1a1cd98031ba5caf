import Domain
import HeadlessUI
import Reactive
import ReactiveServices
import ReactiveUI

/// The flights screen's view controller: builds the view, binds it to the model, reports the
/// screen's appearances to the binding, and pushes the card of the flight the user chose.
@MainActor
final class FlightsViewController: ViewController {
    private let flightService: FlightService
    private let model: FlightsModel
    private let flightsView = FlightsView()
    private let appearances = PublishRelay<Void>()
    private var bindings: DisposeBag?

    init(flightService: FlightService) {
        self.flightService = flightService
        model = FlightsModel(loadBoard: flightService.rx.loadBoard, statusChanges: flightService.rx.statusChanges)
        super.init()
        title = "Flights"
    }

    override func loadView() {
        bindings = FlightsBinding.bind(model: model, view: flightsView, appearances: appearances.asObservable()) { [weak self] flight in
            self?.showCard(of: flight)
        }
        view = flightsView
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flightsView.deselectSelectedRow()
        appearances.accept(())
    }

    // MARK: - Navigation

    private func showCard(of flight: Flight) {
        navigationController?.pushViewController(FlightCardViewController(flight: flight, flightService: flightService), animated: true)
    }
}
