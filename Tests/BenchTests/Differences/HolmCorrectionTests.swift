@testable import Bench
import Testing

@Suite struct HolmCorrectionTests {
    @Test func eachPValueIsMultipliedByHowManyAreLeftAndNeverFallsBelowTheOneBefore() {
        // Sorted: 0.005 × 4 = 0.02; 0.01 × 3 = 0.03; 0.03 × 2 = 0.06; 0.04 × 1 = 0.04, raised to
        // the 0.06 before it. Given back in the order given.
        let adjusted = HolmCorrection.adjusted([0.01, 0.04, 0.03, 0.005])
        let expected = [0.03, 0.06, 0.06, 0.02]
        #expect(zip(adjusted, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func noAdjustedValueExceedsOne() {
        #expect(HolmCorrection.adjusted([0.5, 0.9]) == [1, 1])
        #expect(HolmCorrection.adjusted([]) == [])
    }
}
