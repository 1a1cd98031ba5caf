import Domain

/// What the song presenter asks of its interactor.
@MainActor
protocol SongInteractorInput: AnyObject {
    /// Loads the song's large artwork, if it has one; the answer goes to the output.
    func loadArtwork()
}

/// What the song interactor tells its presenter.
@MainActor
protocol SongInteractorOutput: AnyObject {
    func artworkLoaded(_ artwork: Artwork)
}
