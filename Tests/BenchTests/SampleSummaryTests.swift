@testable import Bench
import Foundation
@testable import Harness
import Testing

struct SampleSummaryTests {
    @Test func theMedianOfAnOddCountIsTheMiddleValue() {
        let summary = SampleSummary([5, 1, 3])
        #expect(summary.median == 3)
        #expect(summary.count == 3)
    }

    @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(SampleSummary([4, 1, 3, 2]).median == 2.5)
    }

    @Test func withFewSamplesTheIntervalIsTheRange() {
        // n = 10: ranks 10/2 ∓ 1.96·√10/2 = 5 ∓ 3.1 give rank 1 and rank ⌈9.1⌉ = 10.
        let summary = SampleSummary((1...10).map(Double.init).reversed())
        #expect(summary.low == 1)
        #expect(summary.high == 10)
    }

    @Test func withMoreSamplesTheIntervalDropsTheExtremes() {
        // n = 20: 1.96·√20/2 = 4.38, so ranks ⌊10 − 4.38⌋ = 5 and ⌈11 + 4.38⌉ = 16.
        let summary = SampleSummary((1...20).map(Double.init))
        #expect(summary.low == 5)
        #expect(summary.high == 16)
        #expect(summary.median == 10.5)
    }

    @Test func withTheDefaultFortyRoundsTheIntervalRunsFromThe13thToThe28thValue() {
        // n = 40: 1.96·√40/2 = 6.20, so ranks ⌊20 − 6.20⌋ = 13 and ⌈21 + 6.20⌉ = 28.
        let summary = SampleSummary((1...40).map(Double.init).reversed())
        #expect(summary.low == 13)
        #expect(summary.high == 28)
    }

    @Test func anIntervalWiderThanATenthOfTheMedianIsNoisy() {
        #expect(!SampleSummary([100, 100, 100, 104, 96]).isNoisy)
        #expect(SampleSummary([100, 100, 100, 120, 90]).isNoisy)
        #expect(SampleSummary([100, 100, 100, 120, 90]).relativeWidth == 0.3)
    }

    @Test func theGeometricMeanOfRatios() throws {
        #expect(abs(try #require(geometricMean([2, 8])) - 4) < 1e-12)
        #expect(abs(try #require(geometricMean([0.5, 2])) - 1) < 1e-12)
        #expect(geometricMean([]) == nil)
        #expect(geometricMean([1, 0]) == nil)
    }
}
