import Domain
import HeadlessUI
import Reactive
import ReactiveServices
import ReactiveUI

/// Makes the search screen: the one place where everything it does is wired.
@MainActor
enum SearchBinder {
    /// Makes the search screen and wires it, apart from its lifecycle: what the user types
    /// becomes searches, their answers become the rows and the status line, and a tapped
    /// row opens its song.
    ///
    /// - Parameters:
    ///   - songSearch: Answers the searches.
    ///   - artwork: Loads the rows' artwork, and the song screen's.
    ///   - scheduler: Times the debounce.
    /// - Returns: The screen, with its bindings in its `disposeBag`.
    static func make(songSearch: SongSearchService, artwork: ArtworkLoader, scheduler: SchedulerType) -> SearchViewController {
        let vc = SearchViewController()
        let view = vc.searchView
        let table = view.resultsTable

        vc.title = "Search"

        // MARK: - Debounce

        // Every edit restarts the wait; the text of the last edit, taken with it, is
        // normalised when the wait ends. `rx.text` starts with the field's text, empty here,
        // which settles like any edit and changes nothing: the screen already invites typing.
        let settledTerms = view.termField.rx.text
            .debounce(.milliseconds(330), scheduler: scheduler)
            .map(SearchTerm.normalized)

        // MARK: - Latest wins

        // A term equal to the one the screen stands at changes nothing. Each term that goes
        // through disposes the search before it, which cancels its request: its answer, and
        // the `.cancelled` the service still sends, never reach the state.
        settledTerms
            .withLatestFrom(vc.search) { term, search in (term, search.latestTerm) }
            .filter { term, latestTerm in term != latestTerm }
            .flatMapLatest { term, _ in states(searchingFor: term, on: songSearch) }
            .bind(to: vc.search)
            .disposed(by: vc.disposeBag)

        // MARK: - Showing the answer

        // The post's two bindings: the answer becomes the declared songs, and each new list
        // reloads the table, shown from its top, before the status line says what it holds.
        vc.search
            .compactMap(\.songs)
            .bind(to: vc.songs)
            .disposed(by: vc.disposeBag)
        vc.songs
            .subscribe(onNext: { [weak table] _ in
                table?.reloadData()
                table?.scrollToTop()
            })
            .disposed(by: vc.disposeBag)
        vc.search
            .map(statusText)
            .bind(to: view.statusLabel.rx.text)
            .disposed(by: vc.disposeBag)

        // MARK: - Reuse-safe artwork

        // Showing a song replaces the cell's bag, which ends the load of the song the cell
        // showed before: a reused cell never receives another song's image. Each time a cell
        // shows a song whose image is not cached, the loader is asked again; it shares loads.
        vc.songCellWillShow
            .subscribe(onNext: { cell, song in
                cell.disposeBag = DisposeBag()
                ArtworkBinder.bind(song.artworkURL100, to: cell.artworkView, from: artwork)
                    .disposed(by: cell.disposeBag)
            })
            .disposed(by: vc.disposeBag)

        // MARK: - Navigation

        // Coming back from a song, no row stays selected (UITableViewController's
        // clearsSelectionOnViewWillAppear).
        vc.willAppear
            .subscribe(onNext: { [weak table] in
                guard let table, let selected = table.indexPathForSelectedRow else { return }
                table.deselectRow(at: selected)
            })
            .disposed(by: vc.disposeBag)
        // The song of the row tapped, not a song found by its id: two rows may share one.
        table.rx.itemSelected
            .withLatestFrom(vc.songs) { indexPath, songs in songs[indexPath.row] }
            .subscribe(onNext: { [weak vc] song in
                vc?.navigationController?.pushViewController(SongBinder.make(song: song, artwork: artwork), animated: true)
            })
            .disposed(by: vc.disposeBag)

        return vc
    }

    // MARK: - Latest wins

    /// The states of one search, for `flatMapLatest`: searching, then the answer or the
    /// failure. The empty term has nothing to search: it clears.
    private static func states(searchingFor term: String, on songSearch: SongSearchService) -> Observable<SearchState> {
        guard !term.isEmpty else { return .just(.typeToSearch) }
        return songSearch.rx.search(term)
            .map { .found($0, term: term) }
            .catchAndReturn(.failed(term: term))
            .startWith(.searching(term: term))
    }

    // MARK: - Formatting

    /// `Type to search`, `Searching for “TERM”…`, `3 songs`, `No results for “TERM”` or
    /// `Search failed for “TERM”`.
    private static func statusText(_ search: SearchState) -> String {
        switch search {
        case .typeToSearch: "Type to search"
        case let .searching(term): "Searching for \u{201C}\(term)\u{201D}\u{2026}"
        case let .found(songs, term) where songs.isEmpty: "No results for \u{201C}\(term)\u{201D}"
        case let .found(songs, _): Counting.count(songs.count, "song", "songs")
        case let .failed(term): "Search failed for \u{201C}\(term)\u{201D}"
        }
    }
}
