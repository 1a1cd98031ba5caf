import ArchitectureKit
import Domain
import HeadlessUI

extension SongView {
    /// What the song screen shows: inert values, formatted once from a song.
    struct ViewModel: Equatable {
        let title: String
        let artist: String
        /// Empty when the album is unknown.
        let album: String
        /// `m:ss` or `h:mm:ss`; empty when unknown.
        let duration: String
        /// Empty when unknown.
        let genre: String
        /// The year of release; empty when unknown.
        let released: String
        /// `$1.29`, `Album only` or `Not for sale`.
        let price: String
        /// `Explicit` for explicit tracks; nil hides the marker.
        let explicitMarker: String?
        /// The large artwork, or nil while it is not loaded.
        let artwork: Image?

        /// The screen of `song`, with its large artwork if it is already at hand.
        init(song: Song, artwork: Artwork?) {
            title = song.trackName
            artist = song.artistName
            album = song.collectionName ?? ""
            duration = SongFormat.duration(milliseconds: song.trackTimeMillis)
            genre = song.primaryGenreName ?? ""
            released = SongFormat.releaseYear(song.releaseDate)
            price = SongFormat.price(song.trackPrice, currency: song.currency)
            explicitMarker = song.isExplicit ? "Explicit" : nil
            self.artwork = artwork.map(Image.init)
        }

        private init() {
            title = ""
            artist = ""
            album = ""
            duration = ""
            genre = ""
            released = ""
            price = ""
            explicitMarker = nil
            artwork = nil
        }

        /// A screen that shows nothing yet.
        static let empty = ViewModel()
    }
}
