import Bind
import HeadlessUI

/// The flights screen's root view: a status line bound to the flights view model, the board,
/// and a reload button bound to its reload command.
@MainActor
final class FlightsView: View, KeyPathBindable {
    /// The status line and the reload command; assigning binds them.
    var viewModel: FlightsViewModel? {
        didSet { bindings = viewModel.map(bindings(to:)) ?? [] }
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
    private var bindings: [Binding] = []

    override init() {
        super.init()
        accessibilityIdentifier = "flights"
        statusLabel.accessibilityIdentifier = "flights.status"
        flightsTable.accessibilityIdentifier = "flights.list"
        reloadButton.accessibilityIdentifier = "flights.reload"
        flightsTable.register(FlightCell.self, forCellReuseIdentifier: FlightCell.reuseIdentifier)
        for subview in [statusLabel, flightsTable, reloadButton] as [View] {
            addSubview(subview)
        }
    }

    private func bindings(to viewModel: FlightsViewModel) -> [Binding] {
        [
            viewModel.bind(\.status) ~> bind(\.statusLabel.text),
            viewModel.bind(\.reloadCommand) <~! reloadButton.bindTaps(),
        ]
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
