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

    @Test func groupsHoldOnlyCountsAboutTheSameAsTheirFewest() {
        // 35.2 − 33 is 6.25% of 35.2: one group; 40 − 33 is 17.5% of 40: the next, with 42
        // (2 is 4.8% of 42); 100 alone.
        let groups = threshold.groups([35.2, 100, 40, 33, 42], by: { $0 })
        #expect(groups == [[33, 35.2], [40, 42], [100]])
    }

    @Test func aChainOfSmallStepsDoesNotMakeOneGroup() {
        // Each step is 5%; 110.25 − 100 is 9.3% of 110.25, but 115.76 − 100 is 13.6% of 115.76.
        let groups = threshold.groups([100, 105, 110.25, 115.7625], by: { $0 })
        #expect(groups == [[100, 105, 110.25], [115.7625]])
    }
}
