import Domain

/// The flight card's texts: immutable data the view takes in.
struct FlightCard: Equatable {
    /// `BA 287`.
    let flight: String
    let airline: String
    let route: String
    /// `Wednesday, April 1, 2015`, in the departure airport's time zone.
    let departureDay: String
    /// `14:05 London, Heathrow Airport`.
    let departureAirport: String
    let arrivalDay: String
    let arrivalAirport: String
    /// `10 hours, 50 minutes`.
    let duration: String
    let status: String
}

extension FlightCard {
    // MARK: - Card formatting

    /// The card of `flight` as it stands, worded by the shared formats: a delay moves both ends.
    init(_ flight: Flight) {
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        self.init(
            flight: FlightFormat.code(flight),
            airline: flight.airline.name,
            route: FlightFormat.route(flight),
            departureDay: FlightFormat.day(flight.expectedDeparture, at: departure),
            departureAirport: FlightFormat.timeAndAirport(flight.expectedDeparture, at: departure),
            arrivalDay: FlightFormat.day(flight.expectedArrival, at: arrival),
            arrivalAirport: FlightFormat.timeAndAirport(flight.expectedArrival, at: arrival),
            duration: FlightFormat.duration(flight.duration),
            status: FlightFormat.status(flight.status)
        )
    }
}
