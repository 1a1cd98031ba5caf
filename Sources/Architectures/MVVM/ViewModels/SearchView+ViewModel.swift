import Domain

extension SearchView {
    /// What the search screen shows around its list: the status line, formatted once from
    /// where the search stands. The rows have view models of their own (``SongCell/ViewModel``).
    struct ViewModel: Equatable {
        /// `Type to search`, `Searching for “TERM”…`, `3 songs`, `No results for “TERM”` or
        /// `Search failed for “TERM”`.
        let status: String

        /// The status line for `progress`.
        init(progress: SearchProgress) {
            status = switch progress {
            case .idle: SearchStatusText.typeToSearch
            case let .searching(term): SearchStatusText.searching(for: term)
            case let .found(songs, term): SearchStatusText.results(count: songs.count, for: term)
            case let .failed(term): SearchStatusText.failed(for: term)
            }
        }

        /// A screen with no term: it invites the user to type.
        static let empty = ViewModel(progress: .idle)
    }
}
