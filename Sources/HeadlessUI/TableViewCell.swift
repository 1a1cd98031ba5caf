/// One row of a table, after `UITableViewCell` in its subtitle style: a title, a subtitle,
/// a detail on the trailing side and an artwork image.
@MainActor
open class TableViewCell: View {
    /// The identifier of the reuse pool this cell belongs to.
    public let reuseIdentifier: String
    public let titleLabel = Label()
    public let subtitleLabel = Label()
    public let detailLabel = Label()
    public let artworkView = ImageView()

    /// Creates a cell for the pool named `reuseIdentifier`; the table calls this when the
    /// pool is empty.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        for subview in [titleLabel, subtitleLabel, detailLabel, artworkView] as [View] {
            addSubview(subview)
        }
    }

    /// Called just before the table hands out this cell again for another row.
    /// Like UIKit's, it resets nothing by itself: subclasses clear what must not leak
    /// from one row to the next.
    open func prepareForReuse() {}
}
