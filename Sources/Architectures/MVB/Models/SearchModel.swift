import ArchitectureKit
import Domain
import Reactive

/// The search screen's model: turns the terms the user settles on into searches, and keeps
/// where the search stands, which its outputs send to the view.
///
/// Its outputs share one state and send its current value to each new subscriber, so any
/// view bound to them shows the screen as it stands.
@MainActor
final class SearchModel: CountedObject {
    /// Call with each term the user settled on; the view waits for the user to stop typing.
    let searchTerm: AnyObserver<String>

    /// Emits the songs to list: the current ones at subscription, then every new list. A
    /// search under way keeps the old ones.
    let searchResults: Observable<[Song]>
    /// Emits what the status line reports: the current status at subscription, then every change.
    let searchStatus: Observable<SearchStatus>

    /// Keeps the searches running for as long as the model lives.
    private let disposeBag = DisposeBag()

    /// - Parameter search: Searches for a term; subscribing starts the request, disposing cancels it.
    init(search: @escaping (String) -> Observable<[Song]>) {
        let terms = PublishSubject<String>()
        let state = BehaviorRelay(value: SearchState.typeToSearch)
        searchTerm = terms.asObserver()
        searchResults = state.compactMap(\.songs)
        searchStatus = state.map(\.status)

        disposeBag
            ++ state <~ Self.newTerms(terms.map(SearchTerm.normalized), comparedWith: state)
                .flatMapLatest { term in Self.states(searching: term, with: search) }
    }

    // MARK: - Same term

    /// The terms that change something: a term equal to the one the screen stands at
    /// (`SearchState.latestTerm`) is dropped. A failed term is forgotten, so typing it again
    /// searches again; clearing stands at the empty term, so it forgets the term too.
    private static func newTerms(_ terms: Observable<String>, comparedWith state: BehaviorRelay<SearchState>) -> Observable<String> {
        terms.filter { term in term != state.value.latestTerm }
    }

    // MARK: - Latest wins

    /// The states of one term. Used with `flatMapLatest`: the next term disposes this one,
    /// which cancels its request, so an answer to a replaced search is never shown.
    private static func states(searching term: String, with search: (String) -> Observable<[Song]>) -> Observable<SearchState> {
        // The empty term also cancels the search in flight, since it replaces it.
        guard !term.isEmpty else { return .just(.typeToSearch) }
        return search(term)
            .map { .found($0, term: term) }
            .catchAndReturn(.failed(term: term))
            .startWith(.searching(term: term))
    }
}
