import Domain
import Foundation

/// A small flight board built by hand, listed out of board order, for the architectures'
/// unit tests. Its numbers are easy to check by hand against the display formats.
public enum Board {
    public static let heathrow = Airport(code: "LHR", name: "Heathrow Airport", city: "London", timeZone: TimeZone(identifier: "Europe/London")!)
    public static let sanFrancisco = Airport(code: "SFO", name: "San Francisco International Airport", city: "San Francisco", timeZone: TimeZone(identifier: "America/Los_Angeles")!)
    public static let kennedy = Airport(code: "JFK", name: "John F. Kennedy International Airport", city: "New York", timeZone: TimeZone(identifier: "America/New_York")!)
    public static let britishAirways = Airline(code: "BA", name: "British Airways")

    /// 14:05 in London (BST) to 16:55 in San Francisco (PDT): 10 hours, 50 minutes.
    public static let ba287 = Flight(
        airline: britishAirways, number: "287",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T13:05:00Z")),
        arrival: Endpoint(airport: sanFrancisco, date: instant("2015-04-01T23:55:00Z")),
        status: .onTime
    )
    /// 18:00 in New York (EDT) to 06:00 the next day in London: overnight, 7 hours.
    public static let aa100 = Flight(
        airline: Airline(code: "AA", name: "American Airlines"), number: "100",
        departure: Endpoint(airport: kennedy, date: instant("2015-04-01T22:00:00Z")),
        arrival: Endpoint(airport: heathrow, date: instant("2015-04-02T05:00:00Z")),
        status: .boarding
    )
    /// 08:25 in London to 11:30 in New York.
    public static let ba117 = Flight(
        airline: britishAirways, number: "117",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T07:25:00Z")),
        arrival: Endpoint(airport: kennedy, date: instant("2015-04-01T15:30:00Z")),
        status: .onTime
    )
    /// Leaves with BA 287, delayed by 10 minutes: the board must order the two by code.
    public static let ua901 = Flight(
        airline: Airline(code: "UA", name: "United Airlines"), number: "901",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T13:05:00Z")),
        arrival: Endpoint(airport: sanFrancisco, date: instant("2015-04-02T00:05:00Z")),
        status: .delayed(minutes: 10)
    )

    /// Three flights, out of board order.
    public static let flights = [ba287, aa100, ba117]
    /// The three, and UA 901 leaving at the same instant as BA 287.
    public static let flightsWithTie = flights + [ua901]

    /// `flight` with another status.
    public static func flight(_ flight: Flight, _ status: FlightStatus) -> Flight {
        var changed = flight
        changed.status = status
        return changed
    }
}

/// An instant written as ISO 8601, `2015-04-01T13:05:00Z`.
public func instant(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
}
