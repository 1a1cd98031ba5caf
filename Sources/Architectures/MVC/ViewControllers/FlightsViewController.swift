import Domain
import Foundation
import HeadlessUI

/// The flights screen: loads the board when it first appears and on reload, keeps the rows
/// current with the live feed, and opens the card of the flight the user taps.
@MainActor
final class FlightsViewController: ViewController {
    private let flightService: FlightService
    private let flightsView = FlightsView()
    /// The flights the board shows, in board order.
    private var flights: [Flight] = []
    private var hasAppeared = false

    init(flightService: FlightService) {
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
        flightsView.onReload = { [weak self] in self?.loadBoard() }
        observeLiveUpdates()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flightsView.deselectSelectedRow()
        // Coming back from a card is not a reason to load again: the live feed kept the rows current.
        guard !hasAppeared else { return }
        hasAppeared = true
        loadBoard()
    }

    // MARK: - Latest wins

    /// The latest board load. Its number tells its answer from the loads it replaced.
    private var latestLoad: (number: Int, request: ServiceRequest)?
    private var loadsStarted = 0

    private func loadBoard() {
        latestLoad?.request.cancel()
        loadsStarted += 1
        let number = loadsStarted
        let request = flightService.loadBoard { [weak self] result in
            self?.boardLoaded(number: number, result: result)
        }
        latestLoad = (number, request)
        flightsView.status = FlightFormat.loadingText
    }

    private func boardLoaded(number: Int, result: Result<[Flight], ServiceError>) {
        // A replaced load still calls back with `.cancelled`: only the latest may change the screen.
        guard number == latestLoad?.number else { return }
        switch result {
        case let .success(flights):
            show(flights.sorted(by: Flight.boardOrder))
            flightsView.status = FlightFormat.boardCount(flights.count)
        case .failure:
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
