import Foundation

/// An airline, after Manferdini's example.
public struct Airline: Equatable, Hashable, Sendable {
    /// The IATA code, `BA`.
    public let code: String
    /// The name, `British Airways`.
    public let name: String

    /// An airline with its IATA code and name.
    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

/// An airport with its IANA time zone, in which its local times are shown.
public struct Airport: Equatable, Hashable, Sendable {
    /// The IATA code, `LHR`.
    public let code: String
    /// The name, `London Heathrow Airport`.
    public let name: String
    /// The city it serves, `London`.
    public let city: String
    /// The IANA time zone its local times are shown in, `Europe/London`.
    public let timeZone: TimeZone

    /// An airport with its IATA code, names and time zone.
    public init(code: String, name: String, city: String, timeZone: TimeZone) {
        self.code = code
        self.name = name
        self.city = city
        self.timeZone = timeZone
    }
}

/// One end of a flight: where, and the scheduled instant.
public struct Endpoint: Equatable, Hashable, Sendable {
    /// Where.
    public let airport: Airport
    /// The scheduled instant; a delay is added when it is shown.
    public let date: Date

    /// One end of a flight at `airport`, scheduled at `date`.
    public init(airport: Airport, date: Date) {
        self.airport = airport
        self.date = date
    }
}

/// A scheduled flight and its current status.
public struct Flight: Equatable, Hashable, Sendable, Identifiable {
    /// Who flies it.
    public let airline: Airline
    /// The flight number without the airline, `287`.
    public let number: String
    /// Where and when it is scheduled to leave.
    public let departure: Endpoint
    /// Where and when it is scheduled to arrive.
    public let arrival: Endpoint
    /// Where it stands now; the live feed changes it.
    public var status: FlightStatus

    /// A scheduled flight with its current status.
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
    /// As scheduled: `on-time`.
    case onTime
    /// Late by some minutes, which move both shown times: `delayed 25`. Boards, the live
    /// feed and scenarios give 1 to 10,000 minutes (``delayRange``).
    case delayed(minutes: Int)
    /// `boarding`.
    case boarding
    /// `departed`.
    case departed
    /// `landed`.
    case landed
    /// `cancelled`.
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
