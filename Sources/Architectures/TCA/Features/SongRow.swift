import Domain

/// What one row of the search results shows, derived from its song. Its texts are composed
/// when a cell reads them, so making a row for every cell the table asks for costs nothing more.
struct SongRow: Equatable {
    private let song: Song

    /// The row of `song`.
    init(song: Song) {
        self.song = song
    }

    var title: String { song.trackName }

    /// `artistName — collectionName`, or the artist alone when the album is unknown.
    var subtitle: String {
        guard let album = song.collectionName, !album.isEmpty else { return song.artistName }
        return "\(song.artistName) \u{2014} \(album)"
    }

    /// `m:ss` or `h:mm:ss`; empty when unknown.
    var duration: String { SongFormat.duration(milliseconds: song.trackTimeMillis) }

    /// The address of the row's small artwork, or nil when the song has none.
    var artworkURL: String? { song.artworkURL100 }
}
