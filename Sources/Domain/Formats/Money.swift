import Foundation

/// Prices as en_US spells them, written out rather than left to the platform's locale data,
/// so every machine prints the same bytes.
enum Money {
    private static let symbols = ["USD": "$", "GBP": "£", "EUR": "€", "JPY": "¥", "AUD": "A$", "CAD": "CA$", "INR": "₹", "KRW": "₩", "CNY": "CN¥"]
    private static let wholeUnitCurrencies: Set = ["JPY", "KRW"]

    /// `$1.29`, `£0.99`, `¥250`, `$1,234.50`; an unknown currency is written by its code:
    /// `CHF 1.50` (with a no-break space, as en_US does). A negative amount has its sign first,
    /// `-$1.50`, as en_US writes it. Any amount is safe: the digits are written out as text,
    /// never through a fixed-size integer.
    static func format(_ amount: Decimal, currency: String) -> String {
        let fractionDigits = wholeUnitCurrencies.contains(currency) ? 0 : 2
        var value = amount, rounded = Decimal()
        // en_US rounds half to even, as NumberFormatter does by default: $1.00 for 1.005.
        NSDecimalRound(&rounded, &value, fractionDigits, .bankers)
        let sign = rounded < 0 ? "-" : ""
        let number = written(rounded.magnitude, fractionDigits: fractionDigits)
        if let symbol = symbols[currency] { return sign + symbol + number }
        return "\(sign)\(currency)\u{00A0}\(number)"
    }

    /// `1,234.50`: a rounded amount of zero or more, grouped, with `fractionDigits` after the point.
    private static func written(_ amount: Decimal, fractionDigits: Int) -> String {
        // A Decimal describes itself in plain digits with a "." whatever the locale: `1234.5`.
        let parts = amount.description.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = Counting.grouped(digits: parts[0])
        guard fractionDigits > 0 else { return whole }
        let fraction = parts.count > 1 ? parts[1].prefix(fractionDigits) : ""
        return whole + "." + fraction + String(repeating: "0", count: fractionDigits - fraction.count)
    }
}

/// Counts as en_US spells them.
public enum Counting {
    /// `1,234`: thousands grouped with commas.
    public static func grouped(_ value: Int) -> String {
        let result = grouped(digits: String(value.magnitude))
        return value < 0 ? "-" + result : result
    }

    /// `1,234,567` from the digits `1234567`, however many there are.
    static func grouped(digits: some StringProtocol) -> String {
        let count = digits.count
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// `1 song`, `2 songs`, `1,234 songs`.
    public static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(grouped(value)) \(value == 1 ? singular : plural)"
    }
}
