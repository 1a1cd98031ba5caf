import Foundation
import Reports
import Testing

struct FiguresTests {
    @Test func halfEvenRoundsTheShortestDecimalHalfToEven() {
        // 0.35 is stored a little below 0.35, but its shortest decimal is 0.35: a tie, and 3 is odd.
        #expect([0.25, 0.35, 0.45].map { Figures.fixedHalfEven($0, 1) } == ["0.2", "0.4", "0.4"])
        #expect([0.5, 1.5, 2.5, 3.5].map { Figures.fixedHalfEven($0, 0) } == ["0", "2", "2", "4"])
        #expect(Figures.fixedHalfEven(0.0015, 3) == "0.002")
        #expect(Figures.fixedHalfEven(0.0005, 3) == "0.000")
        #expect(Figures.fixedHalfEven(0.25000001, 1) == "0.3")
    }

    @Test func halfEvenCarriesIntoTheWholePart() {
        #expect(Figures.fixedHalfEven(9.96, 1) == "10.0")
        #expect(Figures.fixedHalfEven(99.95, 1) == "100.0")
        #expect(Figures.fixedHalfEven(999.9999, 2) == "1000.00")
    }

    @Test func halfEvenWritesEveryDigitWithoutAnExponent() {
        #expect(Figures.fixedHalfEven(1234.5, 2) == "1234.50")
        #expect(Figures.fixedHalfEven(1e20, 1) == "100000000000000000000.0")
        #expect(Figures.fixedHalfEven(1e-05, 6) == "0.000010")
        #expect(Figures.fixedHalfEven(123.456, 0) == "123")
    }

    @Test func halfEvenNamesWhatIsNotANumber() {
        #expect([Double.nan, .infinity, -.infinity].map { Figures.fixedHalfEven($0, 1) } == ["nan", "inf", "-inf"])
    }

    @Test func halfEvenKeepsTheSignOfANegativeValue() {
        #expect(Figures.fixedHalfEven(-1.25, 1) == "-1.2")
        #expect(Figures.fixedHalfEven(-0.04, 1) == "-0.0")
        #expect(Figures.fixedHalfEven(-0.0, 1) == "-0.0")
    }

    #if os(Linux)
    /// The charts' bytes were once written by Foundation, which on Linux formats with ICU.
    @Test(arguments: 0...3)
    func halfEvenWritesWhatFoundationWritesWithALocale(digits: Int) {
        let posix = Locale(identifier: "en_US_POSIX")
        let values: [Double] = (-400...400).flatMap { (step: Int) -> [Double] in
            let value = Double(step)
            return [value / 8, value / 20, value * 1.37 / 3]
        }
        let differing = values.filter { Figures.fixedHalfEven($0, digits) != String(format: "%.\(digits)f", locale: posix, $0) }
        #expect(differing.isEmpty, "digits \(digits)")
    }
    #endif
}
