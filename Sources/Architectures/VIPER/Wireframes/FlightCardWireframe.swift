import ArchitectureKit
import Domain
import HeadlessUI

/// What the card presenter asks of its wireframe.
@MainActor
protocol FlightCardRouting: AnyObject {
    /// Closes the card: back to the board, which the live feed kept current.
    func dismissCard()
}

/// Builds the card module and owns its navigation.
@MainActor
final class FlightCardWireframe: CountedObject, FlightCardRouting {
    private let flight: Flight
    private let flightService: FlightService
    /// The module's view, held weakly: the view owns the presenter, which owns this wireframe.
    private weak var viewController: ViewController?

    init(flight: Flight, flightService: FlightService) {
        self.flight = flight
        self.flightService = flightService
    }

    func makeViewController() -> ViewController {
        let interactor = FlightCardInteractor(flight: flight, flightService: flightService)
        let presenter = FlightCardPresenter(interactor: interactor, wireframe: self)
        let viewController = FlightCardViewController(eventHandler: presenter)
        interactor.output = presenter
        presenter.view = viewController
        self.viewController = viewController
        return viewController
    }

    // MARK: - Navigation

    func dismissCard() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
