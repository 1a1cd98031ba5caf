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
    /// The table that hands out this cell, once it has: its rows' writes are counted under it.
    weak var table: TableView?
    /// The table whose ``TableView/dequeueReusableCell(withIdentifier:for:)`` is making a new cell.
    static var tableMakingOne: TableView?

    /// Creates a cell for the pool named `reuseIdentifier`; the table calls this when the
    /// pool is empty.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        table = Self.tableMakingOne
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

extension TableViewCell {
    /// The name of the writes to this cell, whichever row it shows: `search.results[]`.
    /// Settled once the cell knows its table, which never changes.
    var rowName: (name: String, isSettled: Bool) {
        guard let id = table?.accessibilityIdentifier else { return ("?[]", false) }
        return (id + "[]", true)
    }

    /// The row field `view` shows, as `expect ID[N].field` names it; nil for any other subview.
    func fieldName(of view: View) -> String? {
        if view === titleLabel { return "title" }
        if view === subtitleLabel { return "subtitle" }
        if view === detailLabel { return "detail" }
        if view === artworkView { return "artwork" }
        return nil
    }
}
