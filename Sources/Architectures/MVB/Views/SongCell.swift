import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import ReactiveUI

/// One song in the results: its texts, and its artwork as it arrives.
@MainActor
final class SongCell: TableViewCell {
    /// The reuse pool the results register this cell under.
    static let reuseIdentifier = "SongCell"

    // MARK: - Reuse-safe artwork

    /// The subscriptions of the row the cell shows. Showing another row replaces the bag,
    /// which ends them: a reused cell never receives the old row's artwork, and holds no
    /// load alive for it.
    private var disposeBag = DisposeBag()

    /// Shows `row`, with its artwork as `artwork` emits it.
    func show(_ row: SongRow, artwork: Observable<Artwork?>) {
        disposeBag = DisposeBag()
        titleLabel.text = row.title
        subtitleLabel.text = row.subtitle
        detailLabel.text = row.detail
        disposeBag ++ artworkView.rx.image <~ artwork.map { $0.map(Image.init) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        // The previous row's artwork must not show through while the next row's loads.
        artworkView.image = nil
    }
}
