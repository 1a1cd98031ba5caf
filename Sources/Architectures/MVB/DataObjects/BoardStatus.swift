/// What the flights screen's status line reports: immutable data the view takes in and words.
enum BoardStatus: Equatable {
    /// The board is loading; the old rows stay.
    case loading
    /// The board answered with this many flights.
    case loaded(flightCount: Int)
    /// The board failed to load.
    case failed
}
