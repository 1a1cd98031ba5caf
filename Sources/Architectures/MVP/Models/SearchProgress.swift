import Domain

/// Where the search screen's search stands: what ``SearchController`` reports after every change.
enum SearchProgress: Equatable {
    /// There is no term, so nothing is searched and no song is listed. Also the first state.
    case idle
    /// A search for `term` is in flight; the songs listed so far stay.
    case searching(term: String)
    /// The latest search for `term` was answered with `songs`, in the service's order.
    case found(songs: [Song], term: String)
    /// The latest search for `term` failed; no song is listed.
    case failed(term: String)
}
