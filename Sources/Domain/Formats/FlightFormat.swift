import Foundation

/// How flights read on screen (SPEC §3.4 and §3.5). Times are shown in each airport's own
/// time zone with English names, whatever the machine's locale.
public enum FlightFormat {
    /// `BA 287`.
    public static func code(_ flight: Flight) -> String {
        "\(flight.airline.code) \(flight.number)"
    }

    /// `LHR ➔ SFO`.
    public static func route(_ flight: Flight) -> String {
        "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)"
    }

    /// The board row's detail: `Wed 1 Apr 14:05 · On time`, the expected departure in the
    /// departure airport's time zone.
    public static func rowDetail(_ flight: Flight) -> String {
        let parts = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        return "\(parts.shortDay) \(parts.time) \u{00B7} \(status(flight.status))"
    }

    /// `On time`, `Delayed 25 min`, `Boarding`, `Departed`, `Landed`, `Cancelled`.
    public static func status(_ status: FlightStatus) -> String {
        switch status {
        case .onTime: "On time"
        case let .delayed(minutes): "Delayed \(minutes) min"
        case .boarding: "Boarding"
        case .departed: "Departed"
        case .landed: "Landed"
        case .cancelled: "Cancelled"
        }
    }

    /// The card's day line: `Wednesday, April 1, 2015`, in the airport's time zone.
    public static func day(_ date: Date, at airport: Airport) -> String {
        LocalTime(date, in: airport.timeZone).longDay
    }

    /// The card's time-and-place line: `14:05 London, London Heathrow Airport`.
    public static func timeAndAirport(_ date: Date, at airport: Airport) -> String {
        "\(LocalTime(date, in: airport.timeZone).time) \(airport.city), \(airport.name)"
    }

    /// `10 hours, 50 minutes`; a zero part is left out, `0 minutes` for zero; whole minutes.
    public static func duration(_ interval: TimeInterval) -> String {
        let minutes = max(0, Int(interval) / 60)
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append(Counting.count(hours, "hour", "hours")) }
        if rest > 0 || hours == 0 { parts.append(Counting.count(rest, "minute", "minutes")) }
        return parts.joined(separator: ", ")
    }

    /// The flights screen's status line: `1 flight`, `N flights`, `No flights`.
    public static func boardCount(_ count: Int) -> String {
        count == 0 ? "No flights" : Counting.count(count, "flight", "flights")
    }

    /// Shown while the board loads.
    public static let loadingText = "Loading flights\u{2026}"
    /// Shown when the board failed to load.
    public static let failedText = "Loading flights failed"
}
