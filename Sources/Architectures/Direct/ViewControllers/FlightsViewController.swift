import Domain
import Foundation
import HeadlessUI

/// The flights screen, with no architecture: loads the board when it first appears and on
/// reload, writes each answer and each live change straight into the widgets, and opens the
/// card of the flight the user taps.
@MainActor
final class FlightsViewController: ViewController {
    private static let cellIdentifier = "Flight"

    private let flightService: FlightService

    private let statusLabel = Label()
    private let flightsTable = TableView()
    private let reloadButton = Button(title: "Reload")
    /// The flights of the latest board, in board order; only visible rows are formatted.
    private var flights: [Flight] = []
    private var hasAppeared = false

    init(flightService: FlightService) {
        self.flightService = flightService
        super.init()
        title = "Flights"
    }

    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "flights"
        statusLabel.accessibilityIdentifier = "flights.status"
        flightsTable.accessibilityIdentifier = "flights.list"
        reloadButton.accessibilityIdentifier = "flights.reload"
        for widget in [statusLabel, flightsTable, reloadButton] as [View] {
            root.addSubview(widget)
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        flightsTable.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        flightsTable.dataSource = self
        flightsTable.delegate = self
        reloadButton.addAction(Action { [weak self] _ in self?.loadBoard() }, for: .touchUpInside)
        observeLiveUpdates()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = flightsTable.indexPathForSelectedRow {
            flightsTable.deselectRow(at: selected)
        }
        // Coming back from a card is not a reason to load again: the live feed kept the rows current.
        guard !hasAppeared else { return }
        hasAppeared = true
        loadBoard()
    }

    // MARK: - Latest wins

    /// The latest board load; its number tells its answer from the loads it replaced.
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
        statusLabel.text = "Loading flights\u{2026}"
    }

    private func boardLoaded(number: Int, result: Result<[Flight], ServiceError>) {
        // A replaced load still calls back, with `.cancelled`: it must not touch the screen.
        guard number == latestLoad?.number else { return }
        switch result {
        case let .success(board):
            flights = board.sorted(by: Flight.boardOrder)
            flightsTable.reloadData()
            statusLabel.text = board.isEmpty ? "No flights" : Counting.count(board.count, "flight", "flights")
        case .failure:
            flights = []
            flightsTable.reloadData()
            statusLabel.text = "Loading flights failed"
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
        // A flight not on the board is left to the next board, which already carries the change.
        guard let row = flights.firstIndex(where: { $0.id == change.flightID }) else { return }
        flights[row].status = change.status
        flightsTable.reloadRows(at: [IndexPath(row: row)])
    }
}

// MARK: - TableViewDataSource

extension FlightsViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        flights.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let flight = flights[indexPath.row]
        let departure = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        cell.titleLabel.text = "\(flight.airline.code) \(flight.number)"
        cell.subtitleLabel.text = "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)"
        cell.detailLabel.text = "\(departure.shortDay) \(departure.time) \u{00B7} \(FlightFormat.status(flight.status))"
        return cell
    }
}

// MARK: - TableViewDelegate

extension FlightsViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let card = FlightCardViewController(flight: flights[indexPath.row], flightService: flightService)
        navigationController?.pushViewController(card, animated: true)
    }
}
