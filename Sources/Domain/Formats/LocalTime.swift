import Foundation

/// The calendar fields of an instant in one time zone, spelled as en_US_POSIX spells them,
/// whatever the machine's locale: a display primitive, which screens compose into their texts.
public struct LocalTime: Sendable {
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July",
                                 "August", "September", "October", "November", "December"]

    private let components: DateComponents

    /// The fields of `date` on the clocks and calendars of `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
    }

    private var weekday: String { Self.weekdays[components.weekday! - 1] }
    private var month: String { Self.months[components.month! - 1] }

    /// `HH:mm`
    public var time: String { "\(SongFormat.twoDigits(components.hour!)):\(SongFormat.twoDigits(components.minute!))" }
    /// `EEE d MMM`: `Wed 1 Apr`
    public var shortDay: String { "\(weekday.prefix(3)) \(components.day!) \(month.prefix(3))" }
    /// `EEEE, MMMM d, y`: `Wednesday, April 1, 2015`
    public var longDay: String { "\(weekday), \(month) \(components.day!), \(components.year!)" }
}
