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

    @Test func yenHaveNoFractionDigits() {
        #expect(Money.format(Decimal(string: "250.4")!, currency: "JPY") == "¥250")
    }

    @Test func unknownCurrencyIsWrittenByItsCodeAndANoBreakSpace() {
        #expect(Money.format(Decimal(string: "1.5")!, currency: "CHF") == "CHF\u{00A0}1.50")
    }
}
