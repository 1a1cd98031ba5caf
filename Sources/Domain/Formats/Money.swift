import Foundation

/// Prices as en_US spells them, written out rather than left to the platform's locale data,
/// so every machine prints the same bytes.
enum Money {
    private static let symbols = ["USD": "$", "GBP": "£", "EUR": "€", "JPY": "¥", "AUD": "A$", "CAD": "CA$", "INR": "₹", "KRW": "₩", "CNY": "CN¥"]
    private static let wholeUnitCurrencies: Set = ["JPY", "KRW"]

    /// `$1.29`, `£0.99`, `¥250`, `$1,234.50`; an unknown currency is written by its code:
    /// `CHF 1.50` (with a no-break space, as en_US does).
    static func format(_ amount: Decimal, currency: String) -> String {
        let fractionDigits = wholeUnitCurrencies.contains(currency) ? 0 : 2
        let number = grouped(amount, fractionDigits: fractionDigits)
        if let symbol = symbols[currency] { return symbol + number }
        return "\(currency)\u{00A0}\(number)"
    }

    private static func grouped(_ amount: Decimal, fractionDigits: Int) -> String {
        var value = amount, rounded = Decimal()
        NSDecimalRound(&rounded, &value, fractionDigits, .bankers)
        let scaled = NSDecimalNumber(decimal: rounded * pow(10, fractionDigits)).int64Value
        let whole = scaled / Int64(pow(10, Double(fractionDigits)))
        let fraction = scaled % Int64(pow(10, Double(fractionDigits)))
        let wholeText = Counting.grouped(Int(whole))
        guard fractionDigits > 0 else { return wholeText }
        let fractionText = String(fraction)
        return wholeText + "." + String(repeating: "0", count: fractionDigits - fractionText.count) + fractionText
    }
}

/// Counts as en_US spells them.
public enum Counting {
    /// `1,234`: thousands grouped with commas.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `1 song`, `2 songs`, `1,234 songs`.
    public static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(grouped(value)) \(value == 1 ? singular : plural)"
    }
}
