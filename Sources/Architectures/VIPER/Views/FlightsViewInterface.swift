/// What the flights presenter tells its view.
@MainActor
protocol FlightsViewInterface: AnyObject {
    func showStatus(_ status: String)
    func showRows(_ rows: [FlightRow])
    /// Shows the row at `index` again, changed.
    func showRow(_ row: FlightRow, at index: Int)
}
