import Domain

/// The default catalog and board as Markdown tables, for a scenario's author: which songs a
/// term finds and in what order, which flight is on which row of the board.
/// `Scenarios/README.md` quotes them, and a test keeps the quote current.
public enum FixtureTables {
    /// The catalog's songs in catalog order, which is the order of every search's results.
    public static func catalog(_ catalog: SongCatalog) -> String {
        var lines = [
            "| # | Title | Artist | Album | Duration | Released | Price | Explicit |",
            "|--:|---|---|---|--:|--:|--:|---|",
        ]
        for (position, song) in catalog.songs.enumerated() {
            let cells = [
                "\(position)", song.trackName, song.artistName, song.collectionName ?? "",
                SongFormat.duration(milliseconds: song.trackTimeMillis), SongFormat.releaseYear(song.releaseDate),
                SongFormat.price(song.trackPrice, currency: song.currency), song.isExplicit ? "yes" : "",
            ]
            lines.append(row(cells))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The board's flights in the order the board shows them (by scheduled departure, then by
    /// code), with their times on each airport's clock as the board shows them: a delay included.
    public static func board(_ flights: [Flight]) -> String {
        var lines = [
            "| Row | Flight | Push as | From | To | Departs (local) | Arrives (local) | Status |",
            "|--:|---|---|---|---|---|---|---|",
        ]
        for (position, flight) in flights.sorted(by: Flight.boardOrder).enumerated() {
            let departure = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
            let arrival = LocalTime(flight.expectedArrival, in: flight.arrival.airport.timeZone)
            let cells = [
                "\(position)", flight.airline.code + " " + flight.number, flight.id,
                flight.departure.airport.code + " " + flight.departure.airport.city,
                flight.arrival.airport.code + " " + flight.arrival.airport.city,
                departure.shortDay + " " + departure.time, arrival.shortDay + " " + arrival.time,
                FlightFormat.status(flight.status),
            ]
            lines.append(row(cells))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table row; a `|` in a cell is escaped so that it stays in its column.
    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
