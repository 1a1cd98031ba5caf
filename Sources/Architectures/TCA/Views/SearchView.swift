import HeadlessUI

/// The search screen's root view: a term field, a status line and the list of songs. Its
/// subviews are private: the view controller sets what it shows and hears each edit.
@MainActor
final class SearchView: View {
    /// Called on every edit of the term, with the field's whole text.
    var onTermChange: ((String) -> Void)?

    /// The status line.
    var statusText: String? {
        get { statusLabel.text }
        set { statusLabel.text = newValue }
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

    override init() {
        super.init()
        accessibilityIdentifier = "search"
        termField.accessibilityIdentifier = "search.term"
        termField.placeholder = "Search songs"
        statusLabel.accessibilityIdentifier = "search.status"
        resultsTable.accessibilityIdentifier = "search.results"
        resultsTable.register(SongCell.self, forCellReuseIdentifier: SongCell.reuseIdentifier)
        termField.addAction(Action { [weak self] _ in
            guard let self else { return }
            onTermChange?(termField.text)
        }, for: .editingChanged)
        for subview in [termField, statusLabel, resultsTable] as [View] {
            addSubview(subview)
        }
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
