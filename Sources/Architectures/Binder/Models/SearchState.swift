import Domain

/// Where the search screen stands: the state its view controller declares. A plain value:
/// the screen's binder decides every change and how each state reads.
enum SearchState: Equatable {
    /// Nothing to search for, and no rows. The first state, and the state after clearing.
    case typeToSearch
    /// A search for the term is under way; the rows shown before stay.
    case searching(String)
    /// The latest search answered with these songs.
    case found([Song], for: String)
    /// The latest search failed: no rows.
    case failed(String)

    /// The term the screen stands at: the term of the latest search, in flight or answered,
    /// or the empty term while the screen invites typing. A failed term is forgotten (nil),
    /// so typing it again searches again.
    var latestTerm: String? {
        switch self {
        case let .searching(term), let .found(_, term): term
        case .typeToSearch: ""
        case .failed: nil
        }
    }

    /// The rows to show, or nil while a search is under way and the old rows stay.
    var songs: [Song]? {
        switch self {
        case .typeToSearch, .failed: []
        case .searching: nil
        case let .found(songs, _): songs
        }
    }
}
