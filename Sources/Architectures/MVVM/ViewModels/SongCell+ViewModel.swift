import ArchitectureKit
import Domain
import HeadlessUI

extension SongCell {
    /// What one row of the search results shows: inert values, formatted once from a song.
    struct ViewModel: Equatable {
        /// The song the row shows, so that an image arriving later can tell whether the cell
        /// still shows it; nil for an empty cell.
        let songID: Song.ID?
        let title: String
        /// `artistName — collectionName`, or the artist alone.
        let subtitle: String
        /// `m:ss` or `h:mm:ss`; empty when unknown.
        let duration: String
        /// The small artwork, or nil while it is not loaded.
        let artwork: Image?

        /// The row of `song`, with its artwork if it is already at hand.
        init(song: Song, artwork: Artwork?) {
            songID = song.id
            title = song.trackName
            subtitle = Self.subtitle(of: song)
            duration = SongFormat.duration(milliseconds: song.trackTimeMillis)
            self.artwork = artwork.map(Image.init)
        }

        /// `artistName — collectionName`, or the artist alone when the album is unknown.
        private static func subtitle(of song: Song) -> String {
            guard let album = song.collectionName, !album.isEmpty else { return song.artistName }
            return "\(song.artistName) \u{2014} \(album)"
        }

        private init() {
            songID = nil
            title = ""
            subtitle = ""
            duration = ""
            artwork = nil
        }

        /// A row that shows nothing: what a new cell shows until it is configured.
        static let empty = ViewModel()
    }
}
