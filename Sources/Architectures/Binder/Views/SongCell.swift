import HeadlessUI
import Reactive

/// One song in the results: the cell's own labels and image view, and a bag for the
/// subscriptions of the row it shows.
@MainActor
final class SongCell: TableViewCell {
    /// The reuse pool the results register this cell under.
    static let reuseIdentifier = "SongCell"

    /// The subscriptions of the row the cell shows now. Whoever shows another row in the cell
    /// replaces the bag, which ends them.
    var disposeBag = DisposeBag()
}
