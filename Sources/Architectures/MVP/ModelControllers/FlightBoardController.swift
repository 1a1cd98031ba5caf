import ArchitectureKit
import Domain

/// The flights screen's model controller: loads the board from the ``FlightService`` in
/// board order, and reports where the latest load stands.
///
/// Which load is the latest is state about the I/O that outlives one call, so it lives here,
/// beside the I/O, as in MVC and MVVM; the presenter decides what the screen shows of it.
@MainActor
final class FlightBoardController: CountedObject {
    /// Emits where the latest load stands: when it starts, and when it ends.
    var onProgress: ((BoardProgress) -> Void)?

    private let flightService: FlightService

    /// - Parameter flightService: The model controller that loads the board.
    init(flightService: FlightService) {
        self.flightService = flightService
    }

    // MARK: - Latest wins

    /// The latest load. Its number tells its answer from the loads it replaced.
    private var latestLoad: (number: Int, request: ServiceRequest)?
    private var loadsStarted = 0

    /// Call to load the board, at first and on every reload: a load replaces the one in
    /// flight, whose end is never reported.
    func load() {
        latestLoad?.request.cancel()
        loadsStarted += 1
        let number = loadsStarted
        let request = flightService.loadBoard { [weak self] result in
            self?.boardLoaded(number: number, result: result)
        }
        latestLoad = (number, request)
        onProgress?(.loading)
    }

    private func boardLoaded(number: Int, result: Result<[Flight], ServiceError>) {
        // A replaced load still calls back with `.cancelled`: only the latest may be reported.
        guard number == latestLoad?.number else { return }
        switch result {
        case let .success(flights):
            onProgress?(.loaded(flights: flights.sorted(by: Flight.boardOrder)))
        case .failure:
            onProgress?(.failed)
        }
    }
}
