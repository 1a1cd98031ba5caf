import Domain

/// One flight as the board shows it: immutable data the view takes in.
struct FlightRow: Equatable {
    /// The flight's code on the live feed, `BA287`, so the model can tell which flight the
    /// user chose.
    let flightID: String
    /// `BA 287`.
    let title: String
    /// `LHR ➔ SFO`.
    let subtitle: String
    /// `Wed 1 Apr 14:05 · On time`.
    let detail: String
}

extension FlightRow {
    /// The row for `flight`, worded by the shared formats.
    init(_ flight: Flight) {
        self.init(
            flightID: flight.id,
            title: FlightFormat.code(flight),
            subtitle: FlightFormat.route(flight),
            detail: FlightFormat.rowDetail(flight)
        )
    }
}
