import Foundation

/// An airline, after Manferdini's example.
public struct Airline: Equatable, Hashable, Sendable {
    /// The IATA code, `BA`.
    public let code: String
    /// The name, `British Airways`.
    public let name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

/// An airport with its IANA time zone, in which its local times are shown.
public struct Airport: Equatable, Hashable, Sendable {
    /// The IATA code, `LHR`.
    public let code: String
    public let name: String
    public let city: String
    public let timeZone: TimeZone

    public init(code: String, name: String, city: String, timeZone: TimeZone) {
        self.code = code
        self.name = name
        self.city = city
        self.timeZone = timeZone
    }
}

/// One end of a flight: where, and the scheduled instant.
public struct Endpoint: Equatable, Hashable, Sendable {
    public let airport: Airport
    public let date: Date

    public init(airport: Airport, date: Date) {
        self.airport = airport
        self.date = date
    }
}

/// A scheduled flight and its current status.
public struct Flight: Equatable, Hashable, Sendable, Identifiable {
    public let airline: Airline
    /// The flight number without the airline, `287`.
    public let number: String
    public let departure: Endpoint
    public let arrival: Endpoint
    public var status: FlightStatus

    public init(airline: Airline, number: String, departure: Endpoint, arrival: Endpoint, status: FlightStatus) {
        self.airline = airline
        self.number = number
        self.departure = departure
        self.arrival = arrival
        self.status = status
    }

    /// The code the live feed knows the flight by: `BA287`.
    public var id: String { airline.code + number }

    /// The scheduled time in the air. A delay moves both ends, so it never changes this.
    public var duration: TimeInterval { arrival.date.timeIntervalSince(departure.date) }

    /// How far the status moves the shown times.
    public var delay: TimeInterval {
        // In floating point, so no count of minutes can overflow on its way to seconds.
        if case let .delayed(minutes) = status { TimeInterval(minutes) * 60 } else { 0 }
    }

    /// The departure the passenger should expect: the scheduled one plus any delay.
    public var expectedDeparture: Date { departure.date.addingTimeInterval(delay) }

    /// The arrival the passenger should expect: the scheduled one plus any delay.
    public var expectedArrival: Date { arrival.date.addingTimeInterval(delay) }

    /// Board order: scheduled departure, then flight code.
    public static func boardOrder(_ lhs: Flight, _ rhs: Flight) -> Bool {
        (lhs.departure.date, lhs.airline.code, lhs.number) < (rhs.departure.date, rhs.airline.code, rhs.number)
    }
}

/// Where a flight stands.
public enum FlightStatus: Equatable, Hashable, Sendable {
    case onTime
    case delayed(minutes: Int)
    case boarding
    case departed
    case landed
    case cancelled

    /// The words scenarios and fixtures use: `on-time`, `delayed 25`, `boarding`, …; nil for
    /// an unknown word, or a delay outside ``delayRange``.
    public init?(keyword: String, minutes: Int? = nil) {
        switch (keyword, minutes) {
        case ("on-time", nil): self = .onTime
        case let ("delayed", minutes?) where Self.delayRange.contains(minutes): self = .delayed(minutes: minutes)
        case ("boarding", nil): self = .boarding
        case ("departed", nil): self = .departed
        case ("landed", nil): self = .landed
        case ("cancelled", nil): self = .cancelled
        default: return nil
        }
    }

    /// The keywords `init(keyword:minutes:)` takes.
    public static let keywords = ["on-time", "delayed", "boarding", "departed", "landed", "cancelled"]

    /// The delays, in minutes, a board, the live feed or a scenario may give (SPEC §3.1, §4):
    /// at most about a week, so shown times stay near the schedule and never overflow.
    public static let delayRange = 1...10_000
}
