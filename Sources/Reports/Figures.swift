import Domain

/// How every renderer writes a number: results carry numbers, and this is the one place that
/// turns them into text, so the terminal, Markdown, HTML and JSON pages agree digit for digit.
///
/// Digits are made by integer rounding (half away from zero), not by `String(format:)`: the
/// result is the same under every locale, and cheap enough for thousands of chart coordinates.
public enum Figures {
    /// `value` with exactly `digits` decimals: `fixed(3.14159, 2)` is `"3.14"`, `fixed(-0.5, 0)` is `"-1"`.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e18 else { return String(value) }
        let units = Int64(scaled)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(units) }
        let whole = units / Int64(scale), fraction = String(units % Int64(scale))
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `+0.004`, `-0.120`: a signed amount, for differences.
    public static func signed(_ value: Double, _ digits: Int) -> String {
        let text = fixed(value, digits)
        return text.hasPrefix("-") ? text : "+" + text
    }

    /// A time in milliseconds with three significant digits or more: `0.123`, `4.56`, `78.9`, `123`.
    public static func milliseconds(_ value: Double, unit: Bool = true) -> String {
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
        return fixed(value, digits) + (unit ? " ms" : "")
    }

    /// A ratio to the baseline: `×1.08`.
    public static func ratio(_ value: Double) -> String {
        "×" + fixed(value, 2)
    }

    /// A share as a percentage with one decimal: `0.021` is `2.1%`.
    public static func percent(_ share: Double) -> String {
        fixed(share * 100, 1) + "%"
    }

    /// A mean or an instability: two decimals.
    public static func decimal(_ value: Double) -> String {
        fixed(value, 2)
    }

    /// `[0.94–0.97]`, `[×0.94–×0.97]`: an interval, each end written by `format`.
    public static func interval(_ low: Double, _ high: Double, _ format: (Double) -> String) -> String {
        "[\(format(low))–\(format(high))]"
    }

    /// A time as a share of a 16.7 ms frame (60 frames a second): `0.7%`, or `<0.1%` for what
    /// rounds to nothing.
    public static func frameShare(_ milliseconds: Double) -> String {
        let share = milliseconds / frameMilliseconds
        return share < 0.0005 ? "<0.1%" : percent(share)
    }

    /// `0.7% of a frame`: ``frameShare(_:)`` in a sentence or a terminal column.
    public static func ofAFrame(_ milliseconds: Double) -> String {
        frameShare(milliseconds) + " of a frame"
    }

    /// One frame at 60 frames a second, in milliseconds: what a screen may spend before a user
    /// sees it stutter.
    public static let frameMilliseconds = 1_000.0 / 60

    /// A count with thousands grouped: `1,234`.
    public static func count(_ value: Int) -> String {
        Counting.grouped(value)
    }
}
