@testable import Bench
import Testing

@Suite struct CountThresholdTests {
    let threshold = CountThreshold(relative: 0.1)

    @Test func aDifferenceUnderATenthOfTheLargerCountIsAboutTheSame() {
        // 4,672 − 4,606 = 66, 1.4% of 4,672.
        #expect(threshold.verdict(4_606, against: 4_672) == .aboutTheSame)
        #expect(threshold.verdict(4_672, against: 4_606) == .aboutTheSame)
        // 100 − 91 = 9, under 10 (a tenth of 100); 100 − 90 = 10 is not under it.
        #expect(threshold.verdict(91, against: 100) == .aboutTheSame)
        #expect(threshold.verdict(90, against: 100) == .fewer)
        #expect(threshold.verdict(100, against: 90) == .more)
    }

    @Test func equalCountsAreEqualEvenAtZero() {
        #expect(threshold.verdict(0, against: 0) == .equal)
        #expect(threshold.verdict(7, against: 7) == .equal)
        #expect(threshold.verdict(0, against: 1) == .fewer)
        #expect(!threshold.verdict(7, against: 7).differs)
    }

    @Test func ranksSplitOnlyWhereNeighboursDiffer() {
        // 35.2 − 33 is 6.25% of 35.2: one rank; 40 − 35.2 is 12% of 40: the next, with 42
        // (2 is 4.8% of 42); 100 alone. Within a rank, the order given.
        let ranks = threshold.ranks([35.2, 100, 40, 33, 42], by: { $0 })
        #expect(ranks == [[35.2, 33], [40, 42], [100]])
    }

    @Test func aChainOfSmallStepsIsOneRankThoughItsEndsDiffer() {
        // Each step is 5%, under the threshold, so no two neighbours can be ranked apart;
        // 115.7625 − 100 is 13.6% of 115.7625, so the rank's ends are not about the same.
        let ranks = threshold.ranks([100, 105, 110.25, 115.7625, 150], by: { $0 })
        #expect(ranks == [[100, 105, 110.25, 115.7625], [150]])
        #expect(!threshold.isTie(100, 115.7625))
    }
}
