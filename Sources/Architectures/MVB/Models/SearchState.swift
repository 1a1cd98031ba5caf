import Domain

/// Where the search stands, as the search model's rules decide it.
enum SearchState: Equatable {
    /// The term is empty: no rows, and an invitation to type. Also the first state.
    case typeToSearch
    /// A search for the term is under way; the rows shown before stay until its answer.
    case searching(term: String)
    /// The answer to the latest search.
    case found([Song], term: String)
    /// The latest search failed: no rows.
    case failed(term: String)

    /// The term the screen stands at, which a new term is compared with: the empty term while
    /// it invites typing, or the term of the latest search, in flight or answered.
    var latestTerm: String? {
        switch self {
        case .typeToSearch: ""
        case let .searching(term), let .found(_, term): term
        // A failed term is forgotten: typing it again searches again.
        case .failed: nil
        }
    }

    /// The songs to list, or nil while a search is under way and the old rows stay.
    var songs: [Song]? {
        switch self {
        case .typeToSearch, .failed: []
        case .searching: nil
        case let .found(songs, _): songs
        }
    }

    /// What the status line reports.
    var status: SearchStatus {
        switch self {
        case .typeToSearch: .typeToSearch
        case let .searching(term): .searching(term: term)
        case let .found(songs, term): .found(count: songs.count, term: term)
        case let .failed(term): .failed(term: term)
        }
    }
}
