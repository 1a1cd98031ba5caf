import HeadlessUI
import Reactive
import ReactiveUI

/// The flights screen's view: takes in the board's rows and a status line, and publishes
/// what the user wants: the board again, or a flight's card.
@MainActor
final class FlightsView: View {
    private let statusLabel = Label()
    private let flightsTable = TableView()
    private let reloadButton = Button(title: "Reload")
    private let board: TableHandler<[FlightRow], FlightCell>

    override init() {
        board = TableHandler(table: flightsTable, rows: [], reuseIdentifier: FlightCell.reuseIdentifier) { cell, row in
            cell.show(row)
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
    var rows: Binder<RowsUpdate<FlightRow>> {
        Binder(self) { view, update in
            switch update {
            case let .reloadAll(rows): view.board.show(rows)
            case let .reloadRow(index, row): view.board.update(row, at: index)
            }
        }
    }

    /// Shows the status line.
    var statusText: Binder<String> {
        Binder(statusLabel) { label, text in label.text = text }
    }

    // MARK: - Intents out

    /// Emits when the user wants the board loaded again.
    var reloadRequested: Observable<Void> {
        reloadButton.rx.tap
    }

    /// Emits the row of the flight whose card the user wants to see.
    var selectionEvents: Observable<FlightRow> {
        board.selectionEvents
    }

    /// Removes the highlight from the selected row, if any.
    func deselectSelectedRow() {
        if let selected = flightsTable.indexPathForSelectedRow {
            flightsTable.deselectRow(at: selected)
        }
    }
}
