import ArchitectureKit
import Domain
import Reactive

/// The song screen's model: one song and its large artwork.
@MainActor
final class SongModel: CountedObject {
    /// Emits the song at subscription.
    let song: Observable<Song>
    /// Emits the large artwork: at once if it is cached, otherwise no image until it loads.
    let artwork: Observable<Artwork?>

    init(song: Song, artwork: ArtworkModel) {
        self.song = .just(song)
        self.artwork = artwork.image(for: SongFormat.largeArtworkURL(song.artworkURL100))
    }
}
