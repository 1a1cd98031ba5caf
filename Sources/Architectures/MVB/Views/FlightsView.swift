import Domain
import HeadlessUI
import Reactive
import ReactiveUI

/// The flights screen's view: takes in the board's flights and its status, and publishes
/// what the user wants: the board again, or a flight's card.
@MainActor
final class FlightsView: View {
    private let statusLabel = Label()
    private let flightsTable = TableView()
    private let reloadButton = Button(title: "Reload")
    private let board: TableHandler<Flight, FlightCell>

    override init() {
        board = TableHandler(table: flightsTable, reuseIdentifier: FlightCell.reuseIdentifier) { cell, flight in
            cell.show(flight)
        }
        super.init()
        accessibilityIdentifier = "flights"
        statusLabel.accessibilityIdentifier = "flights.status"
        flightsTable.accessibilityIdentifier = "flights.list"
        reloadButton.accessibilityIdentifier = "flights.reload"
        for subview in [statusLabel, flightsTable, reloadButton] as [View] {
            addSubview(subview)
        }
    }

    // MARK: - Data in

    /// Shows a new board, or redraws the one row that changed.
    var rows: Binder<RowsUpdate<Flight>> {
        Binder(self) { view, update in
            switch update {
            case let .reloadAll(flights): view.board.show(flights)
            case let .reloadRow(index, flight): view.board.update(flight, at: index)
            }
        }
    }

    /// Shows the status line the board's status reads as.
    var status: Binder<BoardStatus> {
        Binder(statusLabel) { label, status in label.text = Self.text(of: status) }
    }

    // MARK: - Intents out

    /// Emits when the user wants the board loaded again.
    var reloadRequested: Observable<Void> {
        reloadButton.rx.tap
    }

    /// Emits the flight whose card the user wants to see, as its row shows it now.
    var selectionEvents: Observable<Flight> {
        board.selectionEvents
    }

    /// Removes the highlight from the selected row, if any.
    func deselectSelectedRow() {
        if let selected = flightsTable.indexPathForSelectedRow {
            flightsTable.deselectRow(at: selected)
        }
    }

    // MARK: - Formatting

    /// `Loading flights…`, `1 flight`, `N flights`, `No flights` or `Loading flights failed`.
    static func text(of status: BoardStatus) -> String {
        switch status {
        case .loading: "Loading flights\u{2026}"
        case .loaded(flightCount: 0): "No flights"
        case let .loaded(count): Counting.count(count, "flight", "flights")
        case .failed: "Loading flights failed"
        }
    }
}
