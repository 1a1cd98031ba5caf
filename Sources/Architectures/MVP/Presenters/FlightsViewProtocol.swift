/// The flights screen as its presenter sees it; ``FlightsViewController`` implements it with no
/// logic of its own.
@MainActor
protocol FlightsViewProtocol: AnyObject {
    /// The screen's title.
    var title: String? { get set }
    /// The status line above the board.
    var status: String? { get set }
    /// Asks the presenter for every row again.
    func reloadRows()
    /// Asks the presenter again for one row, if it is on screen.
    func reloadRow(_ row: Int)
    /// Removes the highlight from the selected row, if any.
    func deselectSelectedRow()
    /// Pushes the flight card that `presenter` drives.
    func showCard(_ presenter: FlightCardPresenter)
}
