/// The song screen's texts, prepared by the presenter.
struct SongDisplay: Equatable {
    let title: String
    let artist: String
    let album: String
    let duration: String
    let genre: String
    let released: String
    let price: String
    /// `Explicit`, or nil to hide the marker.
    let explicitMarker: String?
}
