import Domain
import Reactive

/// The flights screen's model: loads the board the first time the screen appears and on
/// every reload, keeps it current with the live feed, and tells which flight was chosen.
@MainActor
final class FlightsModel {
    /// Call each time the screen is about to appear; the board loads the first time only.
    let viewWillAppear: AnyObserver<Void>
    /// Call when the user asks for the board again.
    let reloadRequested: AnyObserver<Void>
    /// Call when the user chose a row.
    let flightSelected: AnyObserver<FlightRow>

    /// Emits the rows to redraw: every new board, and each row a live update changed.
    let rows: Observable<RowsUpdate<FlightRow>>
    /// Emits the status line whenever it changes.
    let statusText: Observable<String>
    /// Emits the flight the user chose, as it stands, to show its card.
    let goToFlight: Observable<Flight>

    /// - Parameters:
    ///   - loadBoard: Loads the board; subscribing starts the request, disposing cancels it.
    ///   - statusChanges: The live feed.
    init(loadBoard: @escaping () -> Observable<[Flight]>, statusChanges: Observable<FlightStatusChange>) {
        let appearances = PublishSubject<Void>()
        let reloads = PublishSubject<Void>()
        let selections = PublishSubject<FlightRow>()
        viewWillAppear = appearances.asObserver()
        reloadRequested = reloads.asObserver()
        flightSelected = selections.asObserver()

        // Coming back from a card is not a reason to load again: the live feed kept the rows current.
        let loads = Observable.merge(appearances.take(1), reloads.asObservable())
        let board = Observable.merge(Self.loadEvents(loads, loadBoard: loadBoard), Self.liveUpdates(statusChanges))
            .scan(FlightBoard(), accumulator: FlightBoard.reduce)
            .share(replay: 1)

        rows = board.compactMap(\.rowsUpdate)
        statusText = board.compactMap(\.changedStatusText)
        goToFlight = selections
            .withLatestFrom(board) { row, board in board.flights.first { $0.id == row.flightID } }
            .compactMap { $0 }
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
