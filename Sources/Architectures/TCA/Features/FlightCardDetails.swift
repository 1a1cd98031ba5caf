import Domain
import Foundation

/// What the flight card shows, derived from its state: every text, composed at once from the
/// flight, so a delay moves both times in the same instant.
struct FlightCardDetails: Equatable {
    /// `BA 287`.
    let flight: String
    /// `British Airways`.
    let airline: String
    /// `LHR ➔ SFO`.
    let route: String
    /// `Wednesday, April 1, 2015`: the expected departure's day, in the departure airport's time.
    let departureDay: String
    /// `14:05 London, Heathrow Airport`.
    let departureAirport: String
    /// The expected arrival's day, in the arrival airport's time.
    let arrivalDay: String
    /// `16:55 San Francisco, San Francisco International Airport`.
    let arrivalAirport: String
    /// `10 hours, 50 minutes`.
    let duration: String
    /// `On time`, `Delayed 25 min`, …
    let status: String

    // MARK: - Card formatting

    /// The card of `flight`; a delay moves both times, never the duration.
    init(flight: Flight) {
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        self.flight = flight.formattedCode
        airline = flight.airline.name
        route = flight.formattedRoute
        departureDay = FlightFormat.day(flight.expectedDeparture, at: departure)
        departureAirport = Self.timeAndAirport(flight.expectedDeparture, at: departure)
        arrivalDay = FlightFormat.day(flight.expectedArrival, at: arrival)
        arrivalAirport = Self.timeAndAirport(flight.expectedArrival, at: arrival)
        duration = FlightFormat.duration(flight.duration)
        status = FlightFormat.status(flight.status)
    }

    /// `14:05 London, Heathrow Airport`: the time in the airport's own zone, then the place.
    private static func timeAndAirport(_ date: Date, at airport: Airport) -> String {
        "\(LocalTime(date, in: airport.timeZone).time) \(airport.city), \(airport.name)"
    }
}

extension FlightCardFeature.State {
    /// Every text of the card.
    var details: FlightCardDetails { FlightCardDetails(flight: flight) }
}
