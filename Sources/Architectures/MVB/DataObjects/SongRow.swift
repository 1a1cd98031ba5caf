import Domain

/// One song as the results list shows it: immutable data the view takes in.
struct SongRow: Equatable {
    /// Which song the row shows, so the model can tell which one the user chose.
    let songID: Int
    let title: String
    /// `artistName — collectionName`, or the artist alone.
    let subtitle: String
    /// The duration, `m:ss`; empty when unknown.
    let detail: String
    /// Where the row's artwork comes from; nil when the song has none.
    let artworkURL: String?
}

extension SongRow {
    /// The row for `song`, worded by the shared formats.
    init(_ song: Song) {
        self.init(
            songID: song.id,
            title: song.trackName,
            subtitle: SongFormat.subtitle(artist: song.artistName, album: song.collectionName),
            detail: SongFormat.duration(milliseconds: song.trackTimeMillis),
            artworkURL: song.artworkURL100
        )
    }
}
