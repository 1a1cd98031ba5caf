import Domain

/// The song screen's texts: immutable data the view takes in.
struct SongDetails: Equatable {
    let title: String
    let artist: String
    /// Empty when unknown.
    let album: String
    let duration: String
    /// Empty when unknown.
    let genre: String
    /// The release year; empty when unknown.
    let released: String
    let price: String
    /// The explicit marker, nil for a track that is not explicit.
    let explicitMarker: String?
}

extension SongDetails {
    /// The details of `song`, worded by the shared formats.
    init(_ song: Song) {
        self.init(
            title: song.trackName,
            artist: song.artistName,
            album: song.collectionName ?? "",
            duration: SongFormat.duration(milliseconds: song.trackTimeMillis),
            genre: song.primaryGenreName ?? "",
            released: SongFormat.releaseYear(song.releaseDate),
            price: SongFormat.price(song.trackPrice, currency: song.currency),
            explicitMarker: song.isExplicit ? SongFormat.explicitText : nil
        )
    }
}
