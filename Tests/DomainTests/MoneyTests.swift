@testable import Domain
import Foundation
import Testing

/// Prices as en_US writes them, whatever the machine's locale (SPEC §3.3).
struct MoneyTests {
    @Test(arguments: [
        ("1.29", "USD", "$1.29"),
        ("0.5", "USD", "$0.50"),
        ("0.05", "USD", "$0.05"),
        ("2", "USD", "$2.00"),
        ("1234.5", "USD", "$1,234.50"),
        ("1234567.89", "EUR", "€1,234,567.89"),
        ("0.99", "GBP", "£0.99"),
        ("250", "JPY", "¥250"),
        ("1250", "JPY", "¥1,250"),
    ])
    func amountsHaveTheirSymbolGroupingAndFractionDigits(amount: String, currency: String, expected: String) {
        #expect(Money.format(Decimal(string: amount)!, currency: currency) == expected)
    }

    @Test(arguments: [
        ("0.1", "USD", "$0.10"),
        ("1e2", "USD", "$100.00"),
        ("1000000000", "USD", "$1,000,000,000.00"),
        ("999999999.99", "USD", "$999,999,999.99"),
        // Exactly half a cent or half a yen goes to the even neighbour, as en_US rounds.
        ("1.005", "USD", "$1.00"),
        ("1.015", "USD", "$1.02"),
        ("0.125", "GBP", "£0.12"),
        ("2.5", "JPY", "¥2"),
        ("3.5", "JPY", "¥4"),
        ("999999999.995", "USD", "$1,000,000,000.00"),
    ])
    func amountsAreRoundedHalfToEvenFromTheirExactDigits(amount: String, currency: String, expected: String) {
        #expect(Money.format(Decimal(string: amount)!, currency: currency) == expected)
    }

    @Test(arguments: [
        ("-1", "USD", "-$1.00"),
        ("-1.5", "USD", "-$1.50"),
        ("-0.05", "GBP", "-£0.05"),
        ("-1234.5", "CHF", "-CHF\u{00A0}1,234.50"),
        ("-1000000000", "EUR", "-€1,000,000,000.00"),
        ("-250", "JPY", "-¥250"),
        // Rounded to nothing, it has no sign left.
        ("-0.001", "USD", "$0.00"),
    ])
    func negativeAmountsHaveTheirSignBeforeTheSymbol(amount: String, currency: String, expected: String) {
        #expect(Money.format(Decimal(string: amount)!, currency: currency) == expected)
    }

    @Test func amountsBeyondA64BitCountOfCentsAreStillWrittenDigitForDigit() {
        // 922337203685477580.7 dollars is more cents than Int64 holds.
        #expect(Money.format(Decimal(string: "922337203685477580.7")!, currency: "USD") == "$922,337,203,685,477,580.70")
        #expect(Money.format(Decimal(string: "1e30")!, currency: "USD") == "$1" + String(repeating: ",000", count: 10) + ".00")
        #expect(Money.format(Decimal(string: "-1e30")!, currency: "JPY") == "-¥1" + String(repeating: ",000", count: 10))
    }

    @Test func yenHaveNoFractionDigits() {
        #expect(Money.format(Decimal(string: "250.4")!, currency: "JPY") == "¥250")
    }

    @Test func unknownCurrencyIsWrittenByItsCodeAndANoBreakSpace() {
        #expect(Money.format(Decimal(string: "1.5")!, currency: "CHF") == "CHF\u{00A0}1.50")
    }
}
