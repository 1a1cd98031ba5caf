import Domain

/// What the search screen shows, as the search model's rules decide it.
enum SearchState: Equatable {
    /// The term is empty: no rows, and an invitation to type. Also the first state.
    case typeToSearch
    /// A search for the term is under way; the rows shown before stay until its answer.
    case searching(term: String)
    /// The answer to the latest search.
    case found([Song], term: String)
    /// The latest search failed: no rows.
    case failed(term: String)

    /// The songs to list, or nil while a search is under way and the old rows stay.
    var songs: [Song]? {
        switch self {
        case .typeToSearch, .failed: []
        case .searching: nil
        case let .found(songs, _): songs
        }
    }

    /// The status line.
    var statusText: String {
        switch self {
        case .typeToSearch: SearchStatusText.typeToSearch
        case let .searching(term): SearchStatusText.searching(for: term)
        case let .found(songs, term): SearchStatusText.results(count: songs.count, for: term)
        case let .failed(term): SearchStatusText.failed(for: term)
        }
    }
}
