import ArchitectureKit
import Domain
import Reactive

/// The flights screen's model: loads the board each time it is asked to, and keeps it
/// current with the live feed.
///
/// It knows no screen lifecycle: when the board is first asked for is the binding's decision.
@MainActor
final class FlightsModel: CountedObject {
    /// Call when the board should load; a load in flight is replaced.
    let loadRequested: AnyObserver<Void>

    /// Emits the rows to redraw: every new board, and each row a live update changed.
    let rows: Observable<RowsUpdate<Flight>>
    /// Emits what the status line reports whenever it changes.
    let status: Observable<BoardStatus>

    /// - Parameters:
    ///   - loadBoard: Loads the board; subscribing starts the request, disposing cancels it.
    ///   - statusChanges: The live feed.
    init(loadBoard: @escaping () -> Observable<[Flight]>, statusChanges: Observable<FlightStatusChange>) {
        let loads = PublishSubject<Void>()
        loadRequested = loads.asObserver()

        let board = Observable.merge(Self.loadEvents(loads.asObservable(), loadBoard: loadBoard), Self.liveUpdates(statusChanges))
            .scan(FlightBoard(), accumulator: FlightBoard.reduce)
            .share(replay: 1)

        rows = board.compactMap(\.rowsUpdate)
        status = board.compactMap(\.changedStatus)
    }

    // MARK: - Latest wins

    /// The events of the loads. A new load disposes the one in flight, which cancels its
    /// request, so only the latest answer reaches the board.
    private static func loadEvents(_ loads: Observable<Void>, loadBoard: @escaping () -> Observable<[Flight]>) -> Observable<FlightBoard.Event> {
        loads.flatMapLatest {
            loadBoard()
                .map { .loaded($0) }
                .catchAndReturn(.loadFailed)
                .startWith(.loadStarted)
        }
    }

    // MARK: - Live updates

    /// Each status change from the feed, applied to the board in the instant it happens.
    private static func liveUpdates(_ statusChanges: Observable<FlightStatusChange>) -> Observable<FlightBoard.Event> {
        statusChanges.map { .statusChanged($0) }
    }
}
