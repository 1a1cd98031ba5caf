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

    /// `value` with exactly `digits` decimals, as the charts write coordinates: the shortest
    /// decimal that reads back as `value` (Swift's own `description`), rounded half to even,
    /// so `fixedHalfEven(0.25, 1)` is `"0.2"` and `fixedHalfEven(0.35, 1)` is `"0.4"`; a negative
    /// value keeps its sign even where its digits are all zero (`"-0.0"`).
    ///
    /// These are the bytes ICU writes for `String(format: "%.Nf", locale:)`, made with integer
    /// digits instead of a number formatter set up on every call.
    public static func fixedHalfEven(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var (decimal, point) = shortestDigits(value.magnitude)
        if point < 0 {
            decimal = Array(repeating: 0, count: -point) + decimal
            point = 0
        }
        let keptCount = point + max(0, digits)
        if decimal.count < keptCount { decimal += Array(repeating: 0, count: keptCount - decimal.count) }
        var kept = Array(decimal[..<keptCount])
        let dropped = decimal[keptCount...]
        if let first = dropped.first,
           first > 5 || (first == 5 && (dropped.dropFirst().contains { $0 != 0 } || (kept.last ?? 0) % 2 == 1)) {
            var index = kept.count - 1
            while index >= 0, kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0); point += 1 }
        }
        let whole = kept[..<point].drop { $0 == 0 }
        let sign = value.sign == .minus ? "-" : ""
        let fraction = digits > 0 ? "." + text(of: kept[point...]) : ""
        return sign + (whole.isEmpty ? "0" : text(of: whole)) + fraction
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

    /// A fitted exponent, a mean or an instability: two decimals.
    public static func decimal(_ value: Double) -> String {
        fixed(value, 2)
    }

    /// A count with thousands grouped: `1,234`.
    public static func count(_ value: Int) -> String {
        Counting.grouped(value)
    }

    // MARK: - Private

    /// The digits of the shortest decimal that reads back as `magnitude` (finite, not negative),
    /// and where the decimal point stands among them: `0.15` is ([0, 1, 5], 1), `1e-05` is ([1], -4).
    private static func shortestDigits(_ magnitude: Double) -> (digits: [UInt8], point: Int) {
        // `description` writes `123.45`, `1e-05` or `1.5e+20`: digits, a point, an exponent.
        var digits: [UInt8] = []
        var digitsBeforePoint: Int?
        var exponent = 0, exponentSign = 1, readingExponent = false
        for byte in magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "."): digitsBeforePoint = digits.count
            case UInt8(ascii: "e"): readingExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            case UInt8(ascii: "+"): break
            default:
                let digit = byte - UInt8(ascii: "0")
                if readingExponent { exponent = exponent * 10 + Int(digit) } else { digits.append(digit) }
            }
        }
        return (digits, (digitsBeforePoint ?? digits.count) + exponentSign * exponent)
    }

    private static func text(of digits: some Sequence<UInt8>) -> String {
        String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    }
}
