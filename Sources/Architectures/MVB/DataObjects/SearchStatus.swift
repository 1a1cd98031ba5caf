/// What the search screen's status line reports: immutable data the view takes in and words.
enum SearchStatus: Equatable {
    /// The term is empty: the user is invited to type.
    case typeToSearch
    /// A search for the term is under way.
    case searching(term: String)
    /// The latest search answered with this many songs.
    case found(count: Int, term: String)
    /// The latest search failed.
    case failed(term: String)
}
