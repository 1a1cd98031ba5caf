import Domain
import Reactive

/// The search screen's model: turns what the user types into searches, and their answers
/// into the rows and the status line the view shows.
///
/// Its outputs share one state and send its current value to each new subscriber, so any
/// view bound to them shows the screen as it stands.
@MainActor
final class SearchModel {
    /// Call with the field's whole text after every edit.
    let searchTerm: AnyObserver<String>
    /// Call when the user chose a row.
    let songSelected: AnyObserver<SongRow>

    /// Emits the rows to show: the current ones at subscription, then every new list. A
    /// search under way keeps the old rows. Each row is worded when the view asks for it.
    let searchResults: Observable<SongRows>
    /// Emits the status line: the current one at subscription, then every change.
    let statusText: Observable<String>
    /// Emits the song the user chose, to show it.
    let goToSong: Observable<Song>

    /// - Parameters:
    ///   - search: Searches for a term; subscribing starts the request, disposing cancels it.
    ///   - scheduler: Times the debounce.
    init(search: @escaping (String) -> Observable<[Song]>, scheduler: SchedulerType) {
        let edits = PublishSubject<String>()
        let selections = PublishSubject<SongRow>()
        let failures = PublishSubject<Void>()
        searchTerm = edits.asObserver()
        songSelected = selections.asObserver()

        let state = Self.newTerms(Self.settledTerms(edits, scheduler: scheduler), forgettingOn: failures)
            .flatMapLatest { term in Self.state(searching: term, with: search) }
            .do(onNext: { state in
                if case .failed = state { failures.onNext(()) }
            })
            .share(replay: 1)

        // Not `songs.map(SongRow.init)`: wording every song would cost O(results) per answer,
        // and the table asks only for the rows it shows.
        searchResults = state.compactMap(\.songs).map { songs in SongRows(songs) }
        statusText = state.map(\.statusText)
        goToSong = selections
            .withLatestFrom(state.compactMap(\.songs)) { row, songs in songs.first { $0.id == row.songID } }
            .compactMap { $0 }
    }

    // MARK: - Debounce

    static let debounceInterval = RxTimeInterval.milliseconds(330)

    /// The term as it stands once the user stopped typing for 330 ms, normalised: every
    /// edit restarts the wait.
    private static func settledTerms(_ edits: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
        edits
            .debounce(debounceInterval, scheduler: scheduler)
            .map(SearchTerm.normalized)
    }

    // MARK: - Same term

    /// The settled terms that change something: a term equal to the term of the latest search
    /// (in flight or answered) is dropped. A failure forgets the term, so typing it again
    /// searches again; the empty term replaces it, so clearing forgets it too.
    private static func newTerms(_ settled: Observable<String>, forgettingOn failures: Observable<Void>) -> Observable<String> {
        Observable.merge(settled.map { Optional($0) }, failures.map { nil })
            // The field starts empty: the first state is shown at once.
            .startWith("")
            .distinctUntilChanged()
            .compactMap { $0 }
    }

    // MARK: - Latest wins

    /// The states of one term. Used with `flatMapLatest`: the next term disposes this one,
    /// which cancels its request, so an answer to a replaced search is never shown.
    private static func state(searching term: String, with search: (String) -> Observable<[Song]>) -> Observable<SearchState> {
        // The empty term also cancels the search in flight, since it replaces it.
        guard !term.isEmpty else { return .just(.typeToSearch) }
        return search(term)
            .map { .found($0, term: term) }
            .catchAndReturn(.failed(term: term))
            .startWith(.searching(term: term))
    }
}
