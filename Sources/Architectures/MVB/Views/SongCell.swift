import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import ReactiveUI

/// One song in the results: it takes the song itself, as Searchy's cell takes its search
/// result, words it, and shows its artwork as it arrives.
@MainActor
final class SongCell: TableViewCell {
    /// The reuse pool the results register this cell under.
    static let reuseIdentifier = "SongCell"

    // MARK: - Reuse-safe artwork

    /// The subscriptions of the song the cell shows. Showing another song replaces the bag,
    /// which ends them: a reused cell never receives the old song's artwork, and holds no
    /// load alive for it.
    private var disposeBag = DisposeBag()

    /// Shows `song`, with its artwork as `artwork` emits it.
    func show(_ song: Song, artwork: Observable<Artwork?>) {
        disposeBag = DisposeBag()
        titleLabel.text = song.trackName
        subtitleLabel.text = Self.subtitle(of: song)
        detailLabel.text = SongFormat.duration(milliseconds: song.trackTimeMillis)
        disposeBag ++ artworkView.rx.image <~ artwork.map { $0.map(Image.init) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        // The previous song's artwork must not show through while the next one's loads.
        artworkView.image = nil
    }

    /// `artistName — collectionName`, or the artist alone when the album is unknown.
    static func subtitle(of song: Song) -> String {
        guard let album = song.collectionName, !album.isEmpty else { return song.artistName }
        return "\(song.artistName) \u{2014} \(album)"
    }
}
