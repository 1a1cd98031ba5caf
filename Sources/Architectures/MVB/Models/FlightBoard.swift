import Domain

/// The flights screen's state: the board it shows and what the last event changed, so the
/// view redraws no more than that.
struct FlightBoard {
    /// What happened to the board.
    enum Event {
        case loadStarted
        case loaded([Flight])
        case loadFailed
        case statusChanged(FlightStatusChange)
    }

    /// What an event changed.
    enum Change: Equatable {
        /// Only the status line.
        case status
        /// Every row, and the status line.
        case allRows
        /// One row, in place.
        case row(Int)
        /// Nothing shown.
        case nothing
    }

    /// The flights shown, in board order.
    private(set) var flights: [Flight] = []
    /// What the status line reports; nil until the first load starts.
    private(set) var status: BoardStatus?
    private(set) var change = Change.nothing

    /// The board after `event`.
    static func reduce(_ board: FlightBoard, _ event: Event) -> FlightBoard {
        var next = board
        switch event {
        case .loadStarted:
            // The old rows stay while the board loads.
            next.status = .loading
            next.change = .status
        case let .loaded(flights):
            next.flights = flights.sorted(by: Flight.boardOrder)
            next.status = .loaded(flightCount: flights.count)
            next.change = .allRows
        case .loadFailed:
            next.flights = []
            next.status = .failed
            next.change = .allRows
        case let .statusChanged(update):
            // A flight not shown is ignored: the board, when it arrives, already carries the change.
            guard let row = next.flights.firstIndex(where: { $0.id == update.flightID }) else {
                next.change = .nothing
                break
            }
            next.flights[row].status = update.status
            next.change = .row(row)
        }
        return next
    }

    /// The rows to redraw after the last event, if any.
    var rowsUpdate: RowsUpdate<Flight>? {
        switch change {
        case .allRows: .reloadAll(flights)
        case let .row(row): .reloadRow(row, flights[row])
        case .status, .nothing: nil
        }
    }

    /// What the status line reports, if the last event changed it.
    var changedStatus: BoardStatus? {
        change == .status || change == .allRows ? status : nil
    }
}
