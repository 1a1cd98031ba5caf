import ArchitectureKit
import Composable
import Domain
import HeadlessUI

/// One song in the search results: title, subtitle, duration and artwork.
@MainActor
final class SongCell: TableViewCell {
    /// The reuse pool the search list registers this cell under.
    static let reuseIdentifier = "SongCell"

    /// The cell's observation of its song's artwork in the store, as TCA's list cells keep
    /// theirs: it goes when the cell is reused, so no image of the row it left can reach it.
    var artworkObservation: ObserveToken?

    /// Shows the row's texts.
    func show(_ row: SongRow) {
        titleLabel.text = row.title
        subtitleLabel.text = row.subtitle
        detailLabel.text = row.duration
    }

    /// Shows the artwork, or no image for nil.
    func show(artwork: Artwork?) {
        artworkView.image = artwork.map(Image.init)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        artworkObservation = nil
    }
}
