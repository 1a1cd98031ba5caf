import Bind
import Domain
import Observation

/// The search screen's status line. The search data controller moves it from phase to phase;
/// the search view is bound to ``status``.
@MainActor
@Observable
final class SearchViewModel: BindObservable {
    /// Where the search stands.
    enum Phase: Equatable {
        /// The field is empty, as it is at first.
        case waitingForTerm
        /// A search for the term is in flight.
        case searching(term: String)
        /// The latest search found this many songs.
        case found(count: Int, term: String)
        /// The latest search failed.
        case failed(term: String)
    }

    // Bind's registrar in place of the macro's, so bindings hear when a change is done.
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()

    /// Where the search stands; set by the data controller.
    var phase = Phase.waitingForTerm

    /// The status line: `Type to search`, `Searching for “TERM”…`, `3 songs`, ...
    var status: String {
        switch phase {
        case .waitingForTerm: SearchStatusText.typeToSearch
        case let .searching(term): SearchStatusText.searching(for: term)
        case let .found(count, term): SearchStatusText.results(count: count, for: term)
        case let .failed(term): SearchStatusText.failed(for: term)
        }
    }
}
