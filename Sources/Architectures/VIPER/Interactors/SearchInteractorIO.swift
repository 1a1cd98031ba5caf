import Domain

/// What the search presenter asks of its interactor: the use case "find songs for a term".
@MainActor
protocol SearchInteractorInput: AnyObject {
    /// Searches the term the user settled on; an empty term clears the search.
    func search(_ text: String)
    /// Gives the small artwork of `song`: nil at once when it must be loaded (or has none), then
    /// the image when it arrives.
    func loadArtwork(of song: Song, completion: @escaping (Artwork?) -> Void)
}

/// What the search interactor tells its presenter, in the instant it happens.
@MainActor
protocol SearchInteractorOutput: AnyObject {
    /// There is no term: nothing is searched, no song is found.
    func searchCleared()
    /// A search for `term` started; the songs found before stay until it ends.
    func searchStarted(term: String)
    /// The latest search for `term` found `songs`, in the service's order.
    func songsFound(_ songs: [Song], term: String)
    /// The latest search for `term` failed.
    func searchFailed(term: String)
}
