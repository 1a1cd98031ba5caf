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
        case statusText
        /// Every row, and the status line.
        case allRows
        /// One row, in place.
        case row(Int)
        /// Nothing shown.
        case nothing
    }

    /// The flights shown, in board order.
    private(set) var flights: [Flight] = []
    /// The status line; nil until the first load starts.
    private(set) var statusText: String?
    private(set) var change = Change.nothing

    /// The board after `event`.
    static func reduce(_ board: FlightBoard, _ event: Event) -> FlightBoard {
        var next = board
        switch event {
        case .loadStarted:
            // The old rows stay while the board loads.
            next.statusText = FlightFormat.loadingText
            next.change = .statusText
        case let .loaded(flights):
            next.flights = flights.sorted(by: Flight.boardOrder)
            next.statusText = FlightFormat.boardCount(flights.count)
            next.change = .allRows
        case .loadFailed:
            next.flights = []
            next.statusText = FlightFormat.failedText
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
    var rowsUpdate: RowsUpdate<FlightRow>? {
        switch change {
        case .allRows: .reloadAll(flights.map(FlightRow.init))
        case let .row(row): .reloadRow(row, FlightRow(flights[row]))
        case .statusText, .nothing: nil
        }
    }

    /// The status line, if the last event changed it.
    var changedStatusText: String? {
        change == .statusText || change == .allRows ? statusText : nil
    }
}
