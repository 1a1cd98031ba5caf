import Domain
import HeadlessUI
import Reactive
import ReactiveUI

/// The search screen's view: takes in the songs found and the search's status, and publishes
/// what the user wants: to search for a term, and to see a song.
@MainActor
final class SearchView: View {
    /// The artwork of a song's URL, as it arrives.
    typealias ArtworkSource = (String?) -> Observable<Artwork?>

    private let termField = TextField()
    private let statusLabel = Label()
    private let resultsTable = TableView()
    private let results: TableHandler<Song, SongCell>
    private let scheduler: SchedulerType

    /// - Parameters:
    ///   - artwork: Where the cells get their artwork.
    ///   - scheduler: Times the wait for the user to stop typing.
    init(artwork: @escaping ArtworkSource, scheduler: SchedulerType) {
        results = TableHandler(table: resultsTable, reuseIdentifier: SongCell.reuseIdentifier) { cell, song in
            cell.show(song, artwork: artwork(song.artworkURL100))
        }
        self.scheduler = scheduler
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

    /// Shows a new list of songs, from the top.
    var searchResults: Binder<[Song]> {
        Binder(self) { view, songs in
            view.results.show(songs)
            view.resultsTable.scrollToTop()
        }
    }

    /// Shows the status line the search's status reads as.
    var searchStatus: Binder<SearchStatus> {
        Binder(statusLabel) { label, status in label.text = Self.text(of: status) }
    }

    // MARK: - Intents out

    /// Emits the song the user wants to see: the one in the row tapped.
    var selectionEvents: Observable<Song> {
        results.selectionEvents
    }

    /// Removes the highlight from the selected row, if any.
    func deselectSelectedRow() {
        if let selected = resultsTable.indexPathForSelectedRow {
            resultsTable.deselectRow(at: selected)
        }
    }

    // MARK: - Debounce

    /// Emits the term the user settled on: the field's text once no edit came for 330 ms,
    /// as Searchy's view debounces its field. Every edit restarts the wait.
    var searchTerm: Observable<String> {
        // A view exposes realtime events: the text the field held before the user typed is
        // not one, so the current value `rx.text` starts with is skipped.
        termField.rx.text
            .skip(1)
            .debounce(Self.debounceInterval, scheduler: scheduler)
    }

    static let debounceInterval = RxTimeInterval.milliseconds(330)

    // MARK: - Formatting

    /// `Type to search`, `Searching for “TERM”…`, `3 songs`, `No results for “TERM”` or
    /// `Search failed for “TERM”`.
    static func text(of status: SearchStatus) -> String {
        switch status {
        case .typeToSearch: "Type to search"
        case let .searching(term): "Searching for \u{201C}\(term)\u{201D}\u{2026}"
        case let .found(count, term) where count == 0: "No results for \u{201C}\(term)\u{201D}"
        case let .found(count, _): Counting.count(count, "song", "songs")
        case let .failed(term): "Search failed for \u{201C}\(term)\u{201D}"
        }
    }
}
