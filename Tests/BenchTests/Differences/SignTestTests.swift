@testable import Bench
import Testing

@Suite struct SignTestTests {
    @Test func tenRoundsAllOneWayAreUnlikelyForAFairCoin() {
        // Two-sided: 2 × (½)^10 = 2/1024.
        #expect(SignTest.pValue(above: 10, below: 0) == 2.0 / 1_024)
        #expect(SignTest.pValue(above: 0, below: 10) == 2.0 / 1_024)
    }

    @Test func sixToFourIsWhatAFairCoinOftenGives() {
        // P(X ≤ 4) for n = 10 is (1 + 10 + 45 + 120 + 210) / 1024 = 386/1024; twice that.
        #expect(abs(SignTest.pValue(above: 6, below: 4) - 772.0 / 1_024) < 1e-12)
    }

    @Test func anEvenSplitOrNoPairsGivesOne() {
        #expect(SignTest.pValue(above: 5, below: 5) == 1)
        #expect(SignTest.pValue(above: 0, below: 0) == 1)
    }

    @Test func pairedRoundsCountOnlyThoseThatDifferAndTookTime() {
        // Rounds 1 and 3 are equal and round 4 took no time: what is left is 2 above, 0 below,
        // p = 2 × (½)^2 = 0.5.
        #expect(SignTest.pValue([1, 3, 2, 0, 5], against: [1, 2, 2, 1, 4]) == 0.5)
        // An exact copy of the baseline is never shown to differ.
        #expect(SignTest.pValue([1, 2, 3], against: [1, 2, 3]) == 1)
    }

    @Test func manyRoundsStayFiniteAndExact() {
        // 1,000 rounds, 600 one way: far in the tail (z ≈ 6.3), yet a number, not 0 or NaN.
        let p = SignTest.pValue(above: 600, below: 400)
        #expect(p > 0 && p < 1e-9)
    }
}
