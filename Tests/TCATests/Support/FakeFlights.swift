import Composable
import Domain
import VirtualTime
@testable import TCA

/// A flight service for the tests: answers the board as it stands after `latency` (or fails,
/// when `failNext` is set), and pushes every change ``publish(_:)`` makes to every observer.
@MainActor
final class FakeFlights {
    var board: [Flight]
    var latency = Duration.milliseconds(150)
    var failNext = false
    let log: WorkLog
    private var observers: [Int: @MainActor (FlightStatusChange) -> Void] = [:]
    private var observersAdded = 0

    init(board: [Flight], log: WorkLog) {
        self.board = board
        self.log = log
    }

    /// How many observe the feed now.
    var observerCount: Int { observers.count }

    /// Changes a flight on the board and tells every observer, in the order they came.
    func publish(_ change: FlightStatusChange) {
        if let index = board.firstIndex(where: { $0.id == change.flightID }) { board[index].status = change.status }
        for id in observers.keys.sorted() { observers[id]?(change) }
    }

    func client(on queue: any MainQueue) -> FlightClient {
        FlightClient(
            loadBoard: { [self] completion in
                let fails = failNext
                failNext = false
                log.entries.append("load board")
                let answer = queue.schedule(after: latency) { [self] in completion(fails ? .failure(.failed) : .success(board)) }
                return EffectCancellation { [self] in
                    log.entries.append("cancel load board")
                    answer.cancel()
                }
            },
            statusChanges: { [self] handler in
                observersAdded += 1
                let id = observersAdded
                observers[id] = handler
                log.entries.append("observe feed")
                return EffectCancellation { [self] in
                    log.entries.append("stop feed")
                    observers[id] = nil
                }
            }
        )
    }
}
