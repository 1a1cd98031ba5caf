import Domain

/// One row of the search results as the search presenter sees it; ``SongCell`` implements it.
@MainActor
protocol SongCellProtocol: AnyObject {
    /// The song the row shows, remembered so that an image arriving later can tell whether the
    /// row still shows it.
    var representedIdentifier: Int? { get set }
    /// The song's title.
    var title: String? { get set }
    /// The line under the title.
    var subtitle: String? { get set }
    /// The duration on the trailing side.
    var duration: String? { get set }
    /// Shows `artwork`, or no image for nil.
    func showArtwork(_ artwork: Artwork?)
}
