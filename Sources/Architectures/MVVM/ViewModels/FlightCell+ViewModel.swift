import Domain

extension FlightCell {
    /// What one row of the board shows: inert values, formatted once from a flight.
    struct ViewModel: Equatable {
        /// `BA 287`.
        let code: String
        /// `LHR ➔ SFO`.
        let route: String
        /// `Wed 1 Apr 14:05 · On time`: the expected departure, in the departure airport's time.
        let departure: String

        /// The row of `flight`, as its status stands.
        init(flight: Flight) {
            let departureTime = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
            code = flight.formattedCode
            route = flight.formattedRoute
            departure = "\(departureTime.shortDay) \(departureTime.time) \u{00B7} \(FlightFormat.status(flight.status))"
        }

        private init() {
            code = ""
            route = ""
            departure = ""
        }

        /// A row that shows nothing: what a new cell shows until it is configured.
        static let empty = ViewModel()
    }
}
