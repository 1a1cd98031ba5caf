import ArchitectureKit
import Bind
import Domain
import Observation

/// The search screen around its list: the term the user types, and the status line. The search
/// view binds its field to ``term`` both ways and its status label to ``status``; the search data
/// controller moves ``phase`` as its requests go.
@MainActor
@Observable
final class SearchViewModel: CountedObject, BindObservable {
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

    /// The field's text as the user typed it, kept in step with the field by a two-way binding.
    var term = ""
    /// Where the search stands; set by the data controller.
    var phase = Phase.waitingForTerm

    /// `Type to search`, `Searching for “TERM”…`, `3 songs`, `No results for “TERM”` or
    /// `Search failed for “TERM”`.
    var status: String {
        switch phase {
        case .waitingForTerm: "Type to search"
        case let .searching(term): "Searching for \(quoted(term))\u{2026}"
        case let .found(count, term) where count == 0: "No results for \(quoted(term))"
        case let .found(count, _): Counting.count(count, "song", "songs")
        case let .failed(term): "Search failed for \(quoted(term))"
        }
    }

    /// `“TERM”`, in typographic quotes.
    private func quoted(_ term: String) -> String {
        "\u{201C}\(term)\u{201D}"
    }
}
