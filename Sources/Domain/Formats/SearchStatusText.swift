/// The sentences of the search screen's status label (SPEC §3.2).
public enum SearchStatusText {
    /// Shown while the term is empty, and at first.
    public static let typeToSearch = "Type to search"

    /// `Searching for “TERM”…`
    public static func searching(for term: String) -> String {
        "Searching for \u{201C}\(term)\u{201D}\u{2026}"
    }

    /// `1 song`, `N songs`, or `No results for “TERM”`.
    public static func results(count: Int, for term: String) -> String {
        count == 0 ? "No results for \u{201C}\(term)\u{201D}" : Counting.count(count, "song", "songs")
    }

    /// `Search failed for “TERM”`.
    public static func failed(for term: String) -> String {
        "Search failed for \u{201C}\(term)\u{201D}"
    }
}
