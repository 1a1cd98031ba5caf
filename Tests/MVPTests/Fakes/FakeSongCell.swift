import Domain
@testable import MVP

/// A row of the search results with no UI: it keeps what its presenter wrote, and every
/// artwork it was told to show, in order.
@MainActor
final class FakeSongCell: SongCellProtocol {
    var representedIdentifier: Int?
    var title: String?
    var subtitle: String?
    var duration: String?
    /// Every artwork shown, nil for none.
    private(set) var artworks: [Artwork?] = []

    func showArtwork(_ artwork: Artwork?) {
        artworks.append(artwork)
    }
}
