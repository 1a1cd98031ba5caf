import Domain
@testable import MVP

/// A song screen with no UI: it keeps what its presenter wrote.
@MainActor
final class FakeSongView: SongViewProtocol {
    var title: String?
    var songTitle: String?
    var artist: String?
    var album: String?
    var duration: String?
    var genre: String?
    var released: String?
    var price: String?
    var explicitMarker: String?
    /// Every artwork shown, in order.
    private(set) var artworks: [Artwork] = []
    /// How many times it was told to close.
    private(set) var closes = 0

    func showArtwork(_ artwork: Artwork) {
        artworks.append(artwork)
    }

    func close() {
        closes += 1
    }
}
