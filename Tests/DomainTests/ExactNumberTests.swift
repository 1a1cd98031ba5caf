@testable import Domain
import Foundation
import Testing

/// A JSON number's exact value, read from its text whatever its size.
struct ExactNumberTests {
    @Test(arguments: [
        ("1.29", false, [1, 2, 9], -2),
        ("12.340e5", false, [1, 2, 3, 4], 3),
        ("-0.050", true, [5], -2),
        ("1E-2", false, [1], -2),
        ("1e+2", false, [1], 2),
        ("100", false, [1], 2),
        ("-0", false, [], 0),
        ("0.000e99", false, [], 0),
    ])
    func readsTheSignTheSignificantDigitsAndThePowerOfTen(text: String, isNegative: Bool, digits: [UInt8], exponent: Int) {
        let number = ExactNumber(text)
        #expect(number.isNegative == isNegative)
        #expect(number.digits == digits)
        #expect(number.exponent == exponent)
    }

    @Test func comparesExactlyAcrossNotations() {
        #expect(ExactNumber("1e2") == ExactNumber("100.0"))
        #expect(ExactNumber("0.1") < ExactNumber("0.11"))
        #expect(ExactNumber("0.99") < ExactNumber("1"))
        #expect(ExactNumber("-2") < ExactNumber("-1.5"))
        #expect(ExactNumber("-0.5") < ExactNumber("0"))
        #expect(ExactNumber("1000000000") < ExactNumber("1000000000.0000000000000000000000000001"))
        #expect(ExactNumber("1e300") > ExactNumber(Int.max))
        #expect(ExactNumber("-1e300") < ExactNumber(Int.min))
    }

    @Test func anExponentTooLargeForAnIntIsStillFarOutOfEveryRange() {
        let huge = ExactNumber("1e99999999999999999999999999")
        let tiny = ExactNumber("1e-99999999999999999999999999")
        #expect(huge > ExactNumber(Int.max))
        #expect(huge.integer == nil && huge.decimal == nil)
        #expect(tiny < ExactNumber("0.0000000000000000000000000001") && tiny > ExactNumber(0))
        #expect(!tiny.isWhole)
    }

    @Test func wholeNumbersBecomeIntsOnlyWhenTheyFit() {
        #expect(ExactNumber("9223372036854775807").integer == Int.max)
        #expect(ExactNumber("-9223372036854775808").integer == Int.min)
        #expect(ExactNumber("9223372036854775808").integer == nil)
        #expect(ExactNumber("4.2e1").integer == 42)
        #expect(ExactNumber("0e7").integer == 0)
        #expect(ExactNumber("0.5").integer == nil)
    }

    @Test func decimalsAreExactUpTo38SignificantDigits() {
        #expect(ExactNumber("0.1").decimal == Decimal(string: "0.1"))
        #expect(ExactNumber("-12.5e-1").decimal == Decimal(string: "-1.25"))
        #expect(ExactNumber("12345678901234567890123456789012345678").decimal == Decimal(string: "12345678901234567890123456789012345678"))
        #expect(ExactNumber("123456789012345678901234567890123456789").decimal == nil)
        #expect(ExactNumber("1e-200").decimal == nil)
    }
}
