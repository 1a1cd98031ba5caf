import HeadlessUI

/// The flights screen's root view: a status line, the board and a reload button.
@MainActor
final class FlightsView: View {
    /// Called when the user taps Reload.
    var onReload: (() -> Void)?

    /// The status line.
    var statusText: String? {
        get { statusLabel.text }
        set { statusLabel.text = newValue }
    }

    /// Supplies the rows of the board. Held weakly, as by the table itself.
    var dataSource: TableViewDataSource? {
        get { flightsTable.dataSource }
        set { flightsTable.dataSource = newValue }
    }

    /// Told when the user selects a row. Held weakly, as by the table itself.
    var delegate: TableViewDelegate? {
        get { flightsTable.delegate }
        set { flightsTable.delegate = newValue }
    }

    private let statusLabel = Label()
    private let flightsTable = TableView()
    private let reloadButton = Button(title: "Reload")

    override init() {
        super.init()
        accessibilityIdentifier = "flights"
        statusLabel.accessibilityIdentifier = "flights.status"
        flightsTable.accessibilityIdentifier = "flights.list"
        reloadButton.accessibilityIdentifier = "flights.reload"
        flightsTable.register(FlightCell.self, forCellReuseIdentifier: FlightCell.reuseIdentifier)
        reloadButton.addAction(Action { [weak self] _ in self?.onReload?() }, for: .touchUpInside)
        for subview in [statusLabel, flightsTable, reloadButton] as [View] {
            addSubview(subview)
        }
    }

    /// Asks the data source for every row again.
    func reloadRows() {
        flightsTable.reloadData()
    }

    /// Removes the highlight from the selected row, if any.
    func deselectSelectedRow() {
        if let selected = flightsTable.indexPathForSelectedRow {
            flightsTable.deselectRow(at: selected)
        }
    }
}
