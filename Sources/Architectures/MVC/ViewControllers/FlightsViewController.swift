import Domain
import Foundation
import HeadlessUI

/// The flights screen: asks its model controller for the board when it first appears and on
/// reload, keeps the rows current with the live feed, and opens the card of the flight tapped.
@MainActor
final class FlightsViewController: ViewController {
    private let boardController: FlightBoardController
    private let flightService: FlightService
    private let flightsView = FlightsView()
    /// The flights the board shows, in board order.
    private var flights: [Flight] = []
    private var hasAppeared = false

    init(flightService: FlightService) {
        boardController = FlightBoardController(flightService: flightService)
        self.flightService = flightService
        super.init()
        title = "Flights"
    }

    override func loadView() {
        view = flightsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        flightsView.dataSource = self
        flightsView.delegate = self
        flightsView.onReload = { [weak self] in self?.boardController.load() }
        boardController.onProgress = { [weak self] progress in self?.show(progress) }
        observeLiveUpdates()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flightsView.deselectSelectedRow()
        // Coming back from a card is not a reason to load again: the live feed kept the rows current.
        guard !hasAppeared else { return }
        hasAppeared = true
        boardController.load()
    }

    private func show(_ progress: BoardProgress) {
        switch progress {
        case .loading:
            // The old rows stay until the answer arrives.
            flightsView.status = FlightFormat.loadingText
        case let .loaded(flights):
            show(flights)
            flightsView.status = FlightFormat.boardCount(flights.count)
        case .failed:
            show([])
            flightsView.status = FlightFormat.failedText
        }
    }

    private func show(_ flights: [Flight]) {
        self.flights = flights
        flightsView.reloadRows()
    }

    // MARK: - Live updates

    /// Kept for as long as the screen lives; released with it, it stops the feed.
    private var statusObservation: FlightService.Observation?

    private func observeLiveUpdates() {
        statusObservation = flightService.observeStatusChanges { [weak self] change in
            self?.flightStatusChanged(change)
        }
    }

    private func flightStatusChanged(_ change: FlightStatusChange) {
        guard let row = flights.firstIndex(where: { $0.id == change.flightID }) else { return }
        flights[row].status = change.status
        flightsView.reloadRow(row)
    }
}

// MARK: - TableViewDataSource

extension FlightsViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        flights.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FlightCell.reuseIdentifier, for: indexPath) as! FlightCell
        let flight = flights[indexPath.row]
        cell.title = FlightFormat.code(flight)
        cell.subtitle = FlightFormat.route(flight)
        cell.detail = FlightFormat.rowDetail(flight)
        return cell
    }
}

// MARK: - TableViewDelegate

extension FlightsViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let cardViewController = FlightCardViewController(flight: flights[indexPath.row], flightService: flightService)
        navigationController?.pushViewController(cardViewController, animated: true)
    }
}
