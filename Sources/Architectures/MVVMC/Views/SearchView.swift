import Bind
import HeadlessUI

/// The search screen's root view: a term field bound both ways to the search view model's term,
/// a status line bound to its status, and the list of songs.
///
/// As BIND's `BNDView`, it holds its view model and its bindings strongly, and binds again
/// whenever it is given a view model.
@MainActor
final class SearchView: View, KeyPathBindable {
    /// The term and the status line; assigning binds them.
    var viewModel: SearchViewModel? {
        didSet { bindings = viewModel.map(bindings(to:)) ?? [] }
    }

    /// Supplies the rows of the list. Held weakly, as by the table itself.
    var dataSource: TableViewDataSource? {
        get { resultsTable.dataSource }
        set { resultsTable.dataSource = newValue }
    }

    /// Told when the user selects a row. Held weakly, as by the table itself.
    var delegate: TableViewDelegate? {
        get { resultsTable.delegate }
        set { resultsTable.delegate = newValue }
    }

    private let termField = TextField()
    private let statusLabel = Label()
    private let resultsTable = TableView()
    private var bindings: [Binding] = []

    override init() {
        super.init()
        accessibilityIdentifier = "search"
        termField.accessibilityIdentifier = "search.term"
        termField.placeholder = "Search songs"
        statusLabel.accessibilityIdentifier = "search.status"
        resultsTable.accessibilityIdentifier = "search.results"
        resultsTable.register(SongCell.self, forCellReuseIdentifier: SongCell.reuseIdentifier)
        for subview in [termField, statusLabel, resultsTable] as [View] {
            addSubview(subview)
        }
    }

    private func bindings(to viewModel: SearchViewModel) -> [Binding] {
        [
            // Each edit of the user reaches the view model's term; the field starts with the term.
            viewModel.bind(\.term) <> termField.bindText(),
            viewModel.bind(\.status) ~> bind(\.statusLabel.text),
        ]
    }

    /// Asks the data source for every row again.
    func reloadRows() {
        resultsTable.reloadData()
    }

    /// Shows the first row at the top of the list.
    func scrollToTop() {
        resultsTable.scrollToTop()
    }

    /// Removes the highlight from the selected row, if any.
    func deselectSelectedRow() {
        if let selected = resultsTable.indexPathForSelectedRow {
            resultsTable.deselectRow(at: selected)
        }
    }
}
