/// The search screen as its presenter sees it: what it can be told to show, and where it can be
/// told to go. ``SearchViewController`` implements it by handing each value to its views, with no
/// logic of its own; a test implements it with a fake that records what it was told.
@MainActor
protocol SearchViewProtocol: AnyObject {
    /// The screen's title.
    var title: String? { get set }
    /// The status line under the field.
    var status: String? { get set }
    /// Asks the presenter for every row again.
    func reloadRows()
    /// Shows the first row at the top of the list.
    func scrollToTop()
    /// Removes the highlight from the selected row, if any.
    func deselectSelectedRow()
    /// Pushes the song screen that `presenter` drives.
    func showSong(_ presenter: SongPresenter)
}
