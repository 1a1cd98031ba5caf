import Foundation

/// The display primitives flights are shown with (SPEC §3.1): status words, days in an airport's
/// own time zone with English names whatever the machine's locale, and durations. Composing them
/// into a screen's texts (`BA 287`, `LHR ➔ SFO`) is each architecture's presentation work.
public enum FlightFormat {
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

    /// `10 hours, 50 minutes`; a zero part is left out, `0 minutes` for zero; whole minutes.
    public static func duration(_ interval: TimeInterval) -> String {
        let minutes = max(0, Int(interval) / 60)
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append(Counting.count(hours, "hour", "hours")) }
        if rest > 0 || hours == 0 { parts.append(Counting.count(rest, "minute", "minutes")) }
        return parts.joined(separator: ", ")
    }
}
