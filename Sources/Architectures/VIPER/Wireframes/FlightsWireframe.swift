import ArchitectureKit
import Domain
import HeadlessUI

/// What the flights presenter asks of its wireframe.
@MainActor
protocol FlightsRouting: AnyObject {
    /// Shows the flight's card over the board.
    func presentCard(of flight: Flight)
}

/// Builds the flights module and owns its navigation: the only place a card is made and pushed.
@MainActor
final class FlightsWireframe: CountedObject, FlightsRouting {
    private let flightService: FlightService
    /// The module's view, held weakly: the view owns the presenter, which owns this wireframe.
    private weak var viewController: ViewController?

    init(flightService: FlightService) {
        self.flightService = flightService
    }

    func makeViewController() -> ViewController {
        let interactor = FlightsInteractor(flightService: flightService)
        let presenter = FlightsPresenter(interactor: interactor, wireframe: self)
        let viewController = FlightsViewController(eventHandler: presenter)
        interactor.output = presenter
        presenter.view = viewController
        self.viewController = viewController
        return viewController
    }

    // MARK: - Navigation

    func presentCard(of flight: Flight) {
        let cardViewController = FlightCardWireframe(flight: flight, flightService: flightService).makeViewController()
        viewController?.navigationController?.pushViewController(cardViewController, animated: true)
    }
}
