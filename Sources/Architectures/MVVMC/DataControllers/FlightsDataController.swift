import ArchitectureKit
import Domain

/// The flights screen's data controller: loads the board from the flight model controller,
/// makes a view model for each flight, and keeps those view models current with the live feed.
@MainActor
final class FlightsDataController: CountedObject {
    /// Receives the rows to show: the board, in board order, as row view models, or the failure.
    typealias RowsHandler = @MainActor (Result<[FlightCellViewModel], ServiceError>) -> Void

    /// The status line, for the screen's whole life.
    let flightsViewModel = FlightsViewModel()

    private let flightService: FlightService
    /// The rows last handed over, which the live feed updates.
    private var rows: [FlightCellViewModel] = []

    init(flightService: FlightService) {
        self.flightService = flightService
        super.init()
        observeLiveUpdates()
    }

    // MARK: - Latest wins

    /// The latest board load. Its number tells its answer from the loads it replaced.
    private var latestLoad: (number: Int, request: ServiceRequest)?
    private var loadsStarted = 0

    /// Loads the board, replacing a load in flight: only the latest load's answer is handed over.
    ///
    /// - Parameter handler: Called once the load ends, unless a later load replaced it.
    func update(handler: @escaping RowsHandler) {
        latestLoad?.request.cancel()
        loadsStarted += 1
        let number = loadsStarted
        let request = flightService.loadBoard { [weak self] result in
            self?.loadEnded(number: number, result: result, handler: handler)
        }
        latestLoad = (number, request)
        flightsViewModel.phase = .loading
    }

    private func loadEnded(number: Int, result: Result<[Flight], ServiceError>, handler: RowsHandler) {
        // A replaced load still calls back with `.cancelled`: only the latest may change the screen.
        guard number == latestLoad?.number else { return }
        switch result {
        case let .success(flights):
            rows = flights.sorted(by: Flight.boardOrder).map(FlightCellViewModel.init(flight:))
            handler(.success(rows))
            flightsViewModel.phase = .loaded(count: flights.count)
        case let .failure(error):
            rows = []
            handler(.failure(error))
            flightsViewModel.phase = .failed
        }
    }

    // MARK: - Live updates

    /// Kept for as long as the data controller lives; released with it, it stops the feed.
    private var statusObservation: FlightService.Observation?

    private func observeLiveUpdates() {
        statusObservation = flightService.observeStatusChanges { [weak self] change in
            self?.flightStatusChanged(change)
        }
    }

    /// Changes the row's flight; the bindings of the cell showing it, if any, follow in the
    /// same instant. A flight not on the board is left to the next load, which carries it.
    private func flightStatusChanged(_ change: FlightStatusChange) {
        guard let row = rows.first(where: { $0.flight.id == change.flightID }) else { return }
        row.flight.status = change.status
    }
}
