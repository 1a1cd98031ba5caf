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
            case .idle: "Type to search"
            case let .searching(term): "Searching for \u{201C}\(term)\u{201D}\u{2026}"
            case let .found(songs, term) where songs.isEmpty: "No results for \u{201C}\(term)\u{201D}"
            case let .found(songs, _): Counting.count(songs.count, "song", "songs")
            case let .failed(term): "Search failed for \u{201C}\(term)\u{201D}"
            }
        }

        /// A screen with no term: it invites the user to type.
        static let empty = ViewModel(progress: .idle)
    }
}
