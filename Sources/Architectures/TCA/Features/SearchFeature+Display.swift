import Domain

/// What the search screen shows, derived from its state: the view controller renders these and
/// composes nothing itself, as a TCA view reads what its feature's state computes.
extension SearchFeature.State {
    /// `Type to search`, `Searching for “TERM”…`, `3 songs`, `No results for “TERM”` or
    /// `Search failed for “TERM”`.
    var statusText: String {
        switch latestSearch {
        case .none: "Type to search"
        case let .inFlight(term): "Searching for \u{201C}\(term)\u{201D}\u{2026}"
        case let .answered(term) where songs.isEmpty: "No results for \u{201C}\(term)\u{201D}"
        case .answered: Counting.count(songs.count, "song", "songs")
        case let .failed(term): "Search failed for \u{201C}\(term)\u{201D}"
        }
    }

    /// How many rows the list shows.
    var songCount: Int { songs.count }

    /// What the row at `row` shows.
    func songRow(at row: Int) -> SongRow {
        SongRow(song: songs[row])
    }
}
