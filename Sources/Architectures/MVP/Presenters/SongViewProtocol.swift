import Domain

/// The song screen as its presenter sees it; ``SongViewController`` implements it with no logic
/// of its own.
@MainActor
protocol SongViewProtocol: AnyObject {
    /// The screen's title.
    var title: String? { get set }
    var songTitle: String? { get set }
    var artist: String? { get set }
    var album: String? { get set }
    var duration: String? { get set }
    var genre: String? { get set }
    var released: String? { get set }
    var price: String? { get set }
    /// The explicit-lyrics marker; nil hides it.
    var explicitMarker: String? { get set }
    /// Shows the large artwork.
    func showArtwork(_ artwork: Artwork)
    /// Takes the screen off the navigation stack.
    func close()
}
