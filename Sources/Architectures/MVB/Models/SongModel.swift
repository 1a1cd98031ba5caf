import Domain
import Reactive

/// The song screen's model: one song's details and its large artwork.
@MainActor
final class SongModel {
    /// Emits the song's details at subscription.
    let details: Observable<SongDetails>
    /// Emits the large artwork: at once if it is cached, otherwise no image until it loads.
    let artwork: Observable<Artwork?>

    init(song: Song, artwork: ArtworkModel) {
        details = .just(SongDetails(song))
        self.artwork = artwork.image(for: SongFormat.largeArtworkURL(song.artworkURL100))
    }
}
