import Domain
import HeadlessUI
import Reactive
import ReactiveUI

/// The search screen's view: takes in rows and a status line, and publishes what the user
/// wants: to search for a term, and to see a song.
@MainActor
final class SearchView: View {
    /// The artwork of a row's URL, as it arrives.
    typealias ArtworkSource = (String?) -> Observable<Artwork?>

    private let termField = TextField()
    private let statusLabel = Label()
    private let resultsTable = TableView()
    private let results: TableHandler<SongRows, SongCell>

    /// - Parameter artwork: Where the cells get their artwork.
    init(artwork: @escaping ArtworkSource) {
        results = TableHandler(table: resultsTable, rows: SongRows([]), reuseIdentifier: SongCell.reuseIdentifier) { cell, row in
            cell.show(row, artwork: artwork(row.artworkURL))
        }
        super.init()
        accessibilityIdentifier = "search"
        termField.accessibilityIdentifier = "search.term"
        termField.placeholder = "Search songs"
        statusLabel.accessibilityIdentifier = "search.status"
        resultsTable.accessibilityIdentifier = "search.results"
        for subview in [termField, statusLabel, resultsTable] as [View] {
            addSubview(subview)
        }
    }

    // MARK: - Data in

    /// Shows a new list of songs, from the top; the table asks only for the rows it shows.
    var searchResults: Binder<SongRows> {
        Binder(self) { view, rows in
            view.results.show(rows)
            view.resultsTable.scrollToTop()
        }
    }

    /// Shows the status line.
    var statusText: Binder<String> {
        Binder(statusLabel) { label, text in label.text = text }
    }

    // MARK: - Intents out

    /// Emits the term as the user edits it: the field's whole text after every edit.
    var termChanged: Observable<String> {
        // A view exposes realtime events: not the text the field held before the user typed.
        termField.rx.text.skip(1)
    }

    /// Emits the row of the song the user wants to see.
    var selectionEvents: Observable<SongRow> {
        results.selectionEvents
    }

    /// Removes the highlight from the selected row, if any.
    func deselectSelectedRow() {
        if let selected = resultsTable.indexPathForSelectedRow {
            resultsTable.deselectRow(at: selected)
        }
    }
}
