import Domain

/// What the flights screen shows, derived from its state.
extension FlightsFeature.State {
    /// `Loading flights…`, `1 flight`, `N flights`, `No flights` or `Loading flights failed`;
    /// empty before the board is asked for.
    var statusText: String {
        switch board {
        case .notRequested: ""
        case .loading: "Loading flights\u{2026}"
        case .loaded where flights.isEmpty: "No flights"
        case .loaded: Counting.count(flights.count, "flight", "flights")
        case .failed: "Loading flights failed"
        }
    }

    /// How many rows the board shows.
    var flightCount: Int { flights.count }

    /// The flight at `row`'s id, which its cell follows.
    func flightID(at row: Int) -> String {
        flights[row].id
    }

    // MARK: - Live updates

    /// What the row of the flight with `id` shows, or nil once the board no longer lists it.
    func flightRow(id: String) -> FlightRow? {
        flights.first { $0.id == id }.map(FlightRow.init)
    }
}
