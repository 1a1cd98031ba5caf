import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveServices
import ReactiveUI

/// Makes the flights screen: the one place where everything it does is wired.
@MainActor
enum FlightsBinder {
    /// Makes the flights screen and wires it, apart from its lifecycle: the board loads the
    /// first time the screen appears and on every Reload, follows the live feed, and a tapped
    /// flight opens its card.
    ///
    /// - Parameter flightService: Loads the board and publishes its live changes.
    /// - Returns: The screen, with its bindings in its `disposeBag`.
    static func make(flightService: FlightService) -> FlightsViewController {
        let vc = FlightsViewController()
        let view = vc.flightsView
        let table = view.flightsTable

        vc.title = "Flights"

        // MARK: - Latest wins

        // Coming back from a card is not a reason to load again: the live feed kept the rows
        // current. A new load disposes the one in flight, which cancels its request, so only
        // the latest answer reaches the state.
        Observable.merge(vc.willAppear.take(1), view.reloadButton.rx.tap)
            .flatMapLatest { loadSteps(of: flightService) }
            .withLatestFrom(vc.board) { step, current in board(current, after: step) }
            .bind(to: vc.board)
            .disposed(by: vc.disposeBag)

        // MARK: - Live updates

        // Each change reaches the state in the instant it happens; the observation ends with
        // the screen's bag.
        flightService.rx.statusChanges
            .withLatestFrom(vc.board) { change, current in board(current, applying: change) }
            .compactMap { $0 }
            .bind(to: vc.board)
            .disposed(by: vc.disposeBag)

        // MARK: - Showing the board

        // As the post reloads its table for each new feed: the board's state says which rows
        // its last change touched, and only those are asked for again. Rows before status: a
        // new board is shown, then counted.
        vc.board
            .subscribe(onNext: { [weak table] board in
                switch board.touched {
                case .none: break
                case .all: table?.reloadData()
                case let .row(row): table?.reloadRows(at: [IndexPath(row: row)])
                }
            })
            .disposed(by: vc.disposeBag)
        vc.board
            .map(statusText)
            .distinctUntilChanged()
            .bind(to: view.statusLabel.rx.text)
            .disposed(by: vc.disposeBag)

        // MARK: - Navigation

        // Coming back from a card, no row stays selected.
        vc.willAppear
            .subscribe(onNext: { [weak table] in
                guard let table, let selected = table.indexPathForSelectedRow else { return }
                table.deselectRow(at: selected)
            })
            .disposed(by: vc.disposeBag)
        table.rx.itemSelected
            .withLatestFrom(vc.board) { indexPath, board in board.flights[indexPath.row] }
            .subscribe(onNext: { [weak vc] flight in
                vc?.navigationController?.pushViewController(FlightCardBinder.make(flight: flight, flightService: flightService), animated: true)
            })
            .disposed(by: vc.disposeBag)

        return vc
    }

    // MARK: - Latest wins

    /// What happens to one load: it starts, then it answers or fails.
    private enum LoadStep {
        case started
        case answered([Flight])
        case failed
    }

    /// The steps of one load, for `flatMapLatest`.
    private static func loadSteps(of flightService: FlightService) -> Observable<LoadStep> {
        flightService.rx.loadBoard()
            .map { .answered($0) }
            .catchAndReturn(.failed)
            .startWith(.started)
    }

    /// The board after a step of a load. While it loads the old rows stay; an answer replaces
    /// them in board order; a failure clears them.
    private static func board(_ board: FlightBoard, after step: LoadStep) -> FlightBoard {
        switch step {
        case .started: FlightBoard(flights: board.flights, load: .loading, touched: .none)
        case let .answered(flights): FlightBoard(flights: flights.sorted(by: Flight.boardOrder), load: .loaded, touched: .all)
        case .failed: FlightBoard(flights: [], load: .failed, touched: .all)
        }
    }

    // MARK: - Live updates

    /// The board after a live change, or nil when the flight is not shown: the board, when it
    /// arrives, already carries the change.
    private static func board(_ board: FlightBoard, applying change: FlightStatusChange) -> FlightBoard? {
        guard let row = board.flights.firstIndex(where: { $0.id == change.flightID }) else { return nil }
        var changed = board
        changed.flights[row].status = change.status
        changed.touched = .row(row)
        return changed
    }

    // MARK: - Formatting

    /// `Loading flights…`, `1 flight`, `N flights`, `No flights` or `Loading flights failed`;
    /// none before the first load.
    private static func statusText(_ board: FlightBoard) -> String? {
        switch board.load {
        case .notStarted: nil
        case .loading: "Loading flights\u{2026}"
        case .loaded where board.flights.isEmpty: "No flights"
        case .loaded: Counting.count(board.flights.count, "flight", "flights")
        case .failed: "Loading flights failed"
        }
    }
}
