import Domain

/// What the song screen shows, derived from its state.
extension SongFeature.State {
    /// The screen's title: the track's name.
    var title: String { song.trackName }
    var artist: String { song.artistName }
    /// Empty when the album is unknown.
    var album: String { song.collectionName ?? "" }
    /// `m:ss` or `h:mm:ss`; empty when unknown.
    var duration: String { SongFormat.duration(milliseconds: song.trackTimeMillis) }
    /// Empty when unknown.
    var genre: String { song.primaryGenreName ?? "" }
    /// The year of release; empty when unknown.
    var released: String { SongFormat.releaseYear(song.releaseDate) }
    /// `$1.29`, `Album only` or `Not for sale`.
    var price: String { SongFormat.price(song.trackPrice, currency: song.currency) }
    /// `Explicit` for explicit tracks; nil hides the marker.
    var explicitMarker: String? { song.isExplicit ? "Explicit" : nil }
}
