import HeadlessUI

/// One song in the search results: title, subtitle, duration and artwork.
@MainActor
final class SongCell: TableViewCell {
    /// The reuse pool the search list registers this cell under.
    static let reuseIdentifier = "SongCell"

    /// An identifier of what the cell shows, set by whoever configures it, so that work
    /// finishing later (an image load) can tell whether the cell still shows the same thing.
    var representedIdentifier: Int?

    /// The song's title.
    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// The line under the title.
    var subtitle: String? {
        get { subtitleLabel.text }
        set { subtitleLabel.text = newValue }
    }

    /// The duration on the trailing side.
    var duration: String? {
        get { detailLabel.text }
        set { detailLabel.text = newValue }
    }

    /// The artwork, or nil for none.
    var artwork: Image? {
        get { artworkView.image }
        set { artworkView.image = newValue }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        // The previous row's artwork and identity must not show through while the next
        // row's image is loading.
        representedIdentifier = nil
        artwork = nil
    }
}
