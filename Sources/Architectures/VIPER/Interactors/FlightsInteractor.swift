import ArchitectureKit
import Domain

/// The board's use case: loads the flights in board order, the latest load winning, and keeps
/// them current with the live feed.
@MainActor
final class FlightsInteractor: CountedObject, FlightsInteractorInput {
    /// The presenter; it owns this interactor, so it is held weakly.
    weak var output: FlightsInteractorOutput?

    private let flightService: FlightService
    /// The flights of the latest load, in board order.
    private var flights: [Flight] = []

    init(flightService: FlightService) {
        self.flightService = flightService
    }

    // MARK: - Latest wins

    /// The latest load. Its number tells its answer from the loads it replaced.
    private var latestLoad: (number: Int, request: ServiceRequest)?
    private var loadsStarted = 0

    func loadBoard() {
        latestLoad?.request.cancel()
        loadsStarted += 1
        let number = loadsStarted
        let request = flightService.loadBoard { [weak self] result in
            self?.boardLoaded(number: number, result: result)
        }
        latestLoad = (number, request)
        output?.boardLoading()
    }

    private func boardLoaded(number: Int, result: Result<[Flight], ServiceError>) {
        // A replaced load still calls back with `.cancelled`: only the latest may be reported.
        guard number == latestLoad?.number else { return }
        switch result {
        case let .success(loaded):
            flights = loaded.sorted(by: Flight.boardOrder)
            output?.boardLoaded(flights)
        case .failure:
            flights = []
            output?.boardFailed()
        }
    }

    // MARK: - Live updates

    /// Kept for as long as the interactor lives; released with it, it stops the feed.
    private var statusObservation: FlightService.Observation?

    func observeLiveUpdates() {
        statusObservation = flightService.observeStatusChanges { [weak self] change in
            self?.flightStatusChanged(change)
        }
    }

    private func flightStatusChanged(_ change: FlightStatusChange) {
        guard let index = flights.firstIndex(where: { $0.id == change.flightID }) else { return }
        flights[index].status = change.status
        output?.flightChanged(flights[index], at: index)
    }
}
