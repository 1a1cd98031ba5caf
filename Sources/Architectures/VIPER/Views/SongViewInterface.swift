import Domain

/// What the song presenter tells its view.
@MainActor
protocol SongViewInterface: AnyObject {
    func show(_ song: SongDisplay)
    func showArtwork(_ artwork: Artwork)
}
