import Foundation

/// The display primitives songs are shown with (SPEC §3.1): durations, years, prices and the
/// large artwork's address. Pure functions: architectures differ in where they call them and
/// how they compose a screen's texts from them, never in how a duration or a price is spelled.
public enum SongFormat {
    /// `m:ss`, or `h:mm:ss` from one hour, truncated to whole seconds; empty when unknown.
    public static func duration(milliseconds: Int?) -> String {
        guard let milliseconds, milliseconds >= 0 else { return "" }
        let totalSeconds = milliseconds / 1000
        let hours = totalSeconds / 3600, minutes = totalSeconds / 60 % 60, seconds = totalSeconds % 60
        return hours > 0
            ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))"
            : "\(minutes):\(twoDigits(seconds))"
    }

    /// The year of the release date in UTC; empty when unknown.
    public static func releaseYear(_ date: Date?) -> String {
        guard let date else { return "" }
        return String(utcCalendar.component(.year, from: date))
    }

    /// The price in its currency, en_US style (`$1.29`, `£0.99`, `¥250`); `Album only`
    /// when negative; `Not for sale` when absent.
    public static func price(_ amount: Decimal?, currency: String?) -> String {
        guard let amount else { return "Not for sale" }
        guard amount >= 0 else { return "Album only" }
        return Money.format(amount, currency: currency ?? "USD")
    }

    /// The large artwork: the 100×100 URL with `100x100` replaced by `600x600`, as Searchy does.
    public static func largeArtworkURL(_ url100: String?) -> String? {
        url100?.replacingOccurrences(of: "100x100", with: "600x600")
    }

    // MARK: - Private

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
