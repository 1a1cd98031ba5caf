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
            break  // The old rows stay until the answer arrives.
        case let .loaded(flights):
            show(flights)
        case .failed:
            show([])
        }
        flightsView.status = Self.status(for: progress)
    }

    private func show(_ flights: [Flight]) {
        self.flights = flights
        flightsView.reloadRows()
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
        let departureTime = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        cell.title = "\(flight.airline.code) \(flight.number)"
        cell.subtitle = "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)"
        cell.detail = "\(departureTime.shortDay) \(departureTime.time) \u{00B7} \(FlightFormat.status(flight.status))"
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
