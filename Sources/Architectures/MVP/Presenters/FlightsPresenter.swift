import ArchitectureKit
import Domain
import Foundation

/// The flights screen's presenter: asks its model controller for the board when the screen first
/// appears and on reload, keeps the flights it lists current with the live feed, and opens the
/// card of the flight selected, all through ``FlightsViewProtocol``.
@MainActor
final class FlightsPresenter: CountedObject {
    private weak var view: FlightsViewProtocol?
    private let boardController: FlightBoardController
    private let flightService: FlightService
    /// The flights the board shows, in board order.
    private var flights: [Flight] = []
    private var hasAppeared = false

    /// - Parameter flightService: The model controller that loads the board and runs the live feed.
    init(flightService: FlightService) {
        boardController = FlightBoardController(flightService: flightService)
        self.flightService = flightService
        super.init()
        boardController.onProgress = { [weak self] progress in self?.show(progress) }
    }

    /// Call when the screen's view has loaded: from then on the presenter shows what it decides
    /// there. The screen is held weakly, as it holds the presenter.
    func attach(_ view: FlightsViewProtocol) {
        self.view = view
        view.title = "Flights"
        observeLiveUpdates()
    }

    /// Call whenever the screen is about to appear: the board loads the first time only.
    func viewWillAppear() {
        view?.deselectSelectedRow()
        // Coming back from a card is not a reason to load again: the live feed kept the rows current.
        guard !hasAppeared else { return }
        hasAppeared = true
        boardController.load()
    }

    /// Call when the user asks for the board again.
    func reloadRequested() {
        boardController.load()
    }

    private func show(_ progress: BoardProgress) {
        switch progress {
        case .loading:
            break  // The old rows stay until the answer arrives.
        case let .loaded(flights):
            show(flights)
        case .failed:
            show([])
        }
        view?.status = Self.status(for: progress)
    }

    private func show(_ flights: [Flight]) {
        self.flights = flights
        view?.reloadRows()
    }

    // MARK: - Rows

    /// How many rows the board shows.
    var numberOfRows: Int {
        flights.count
    }

    /// Call for every row the board asks for: writes the flight of `row` into `cell`.
    func configure(_ cell: FlightCellProtocol, forRow row: Int) {
        let flight = flights[row]
        let departureTime = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        cell.title = "\(flight.airline.code) \(flight.number)"
        cell.subtitle = "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)"
        cell.detail = "\(departureTime.shortDay) \(departureTime.time) \u{00B7} \(FlightFormat.status(flight.status))"
    }

    // MARK: - Formatting

    /// `Loading flights…`, `1 flight`, `N flights`, `No flights` or `Loading flights failed`.
    private static func status(for progress: BoardProgress) -> String {
        switch progress {
        case .loading: "Loading flights\u{2026}"
        case let .loaded(flights) where flights.isEmpty: "No flights"
        case let .loaded(flights): Counting.count(flights.count, "flight", "flights")
        case .failed: "Loading flights failed"
        }
    }

    // MARK: - Live updates

    /// Kept for as long as the presenter lives; released with it, it stops the feed.
    private var statusObservation: FlightService.Observation?

    private func observeLiveUpdates() {
        statusObservation = flightService.observeStatusChanges { [weak self] change in
            self?.flightStatusChanged(change)
        }
    }

    private func flightStatusChanged(_ change: FlightStatusChange) {
        guard let row = flights.firstIndex(where: { $0.id == change.flightID }) else { return }
        flights[row].status = change.status
        view?.reloadRow(row)
    }

    // MARK: - Navigation

    /// Call when the user selects a row: the card of that row's flight opens.
    func rowSelected(_ row: Int) {
        view?.showCard(FlightCardPresenter(flight: flights[row], flightService: flightService))
    }
}
