import Domain

/// What one row of the board shows, derived from its flight. Two rows are equal when their
/// flights are, so a cell that follows its row compares flights and composes its texts only
/// when it reads them.
struct FlightRow: Equatable {
    private let flight: Flight

    /// The row of `flight`, as its status stands.
    init(flight: Flight) {
        self.flight = flight
    }

    /// `BA 287`.
    var code: String { flight.formattedCode }
    /// `LHR ➔ SFO`.
    var route: String { flight.formattedRoute }

    /// `Wed 1 Apr 14:05 · On time`: the expected departure, in the departure airport's time.
    var departure: String {
        let time = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        return "\(time.shortDay) \(time.time) \u{00B7} \(FlightFormat.status(flight.status))"
    }
}
