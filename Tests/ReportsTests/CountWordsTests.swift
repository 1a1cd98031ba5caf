@testable import Reports
import Testing

/// How exact counts compared are worded: ranks that never split a tie, ranges, ratios to the
/// baseline, and the two sides of a pair.
struct CountWordsTests {
    @Test func ranksAreTheThresholdsGroupsJoinedWhereTheirNeighboursAreAboutTheSame() {
        // Groups from the fewest: [100, 105, 110.25] (110.25 is 9.3% above 100), then 115.8,
        // which is 4.8% above 110.25: about the same, so the two groups are one rank. 200 is
        // 42% above 115.8.
        #expect(CountWords.ranks([200, 100, 115.8, 105, 110.25], by: { $0 }) == [[100, 115.8, 105, 110.25], [200]])
        // 6,930 is 48% above 4,698; the four below it are within 1.5% of each other.
        #expect(CountWords.ranks([4_678, 6_930, 4_695, 4_698, 4_629], by: { $0 }) == [[4_678, 4_695, 4_698, 4_629], [6_930]])
        // 24 and 26 are 7.7% apart: one rank.
        #expect(CountWords.ranks([24, 26, 24], by: { $0 }) == [[24, 26, 24]])
    }

    @Test func aRankKeepsTheOrderItsItemsWereGivenIn() {
        let items = [("C", 12.0), ("A", 10.0), ("B", 11.0), ("D", 30.0)]
        #expect(CountWords.ranks(items, by: \.1).map { $0.map(\.0) } == [["C", "A", "B"], ["D"]])
    }

    @Test func aChainOfSmallStepsIsNotAlikeThoughItIsOneRank() {
        // 115.8 − 100 is 13.6% of 115.8.
        #expect(!CountWords.isAlike([100, 105, 110.25, 115.8], by: { $0 }))
        // 4,698 − 4,629 is 1.5% of 4,698.
        #expect(CountWords.isAlike([4_629, 4_698], by: { $0 }))
        #expect(CountWords.isAlike([7, 7], by: { $0 }))
    }

    @Test func aRangeIsOneValueWhenAllAreEqual() {
        #expect(CountWords.range([4_698, 4_629, 4_678]) == "4,629 to 4,698")
        #expect(CountWords.range([506, 506]) == "506")
    }

    @Test func againstTheBaselineIsTheRatioOrTheRangeOfRatios() {
        // 4,629 / 4,553 = 1.017, 4,698 / 4,553 = 1.032.
        #expect(CountWords.againstBaseline([4_629, 4_698], baseline: 4_553, name: "Direct") == "×1.02 to ×1.03 Direct's 4,553")
        // 6,930 / 4,553 = 1.522.
        #expect(CountWords.againstBaseline([6_930], baseline: 4_553, name: "Direct") == "×1.52 Direct's 4,553")
        #expect(CountWords.againstBaseline([5], baseline: 0, name: "Direct") == nil)
    }

    @Test func aPairIsAboutTheSameUnderTheThresholdAndARatioOnTheLargerSideOver() {
        let names = (left: "MVB", right: "Binder")
        // 4,695 − 4,629 = 66, 1.4% of 4,695.
        #expect(CountWords.pair(4_695, 4_629, names: names) == "about the same")
        #expect(CountWords.pair(7, 7, names: names) == "the same")
        // 4,678 → 6,930: 6,930 / 4,678 = 1.481, on the right.
        #expect(CountWords.pair(4_678, 6_930, names: names) == "×1.48 in Binder")
        // 122 → 88: 122 / 88 = 1.386, on the left.
        #expect(CountWords.pair(122, 88, names: names) == "×1.39 in MVB")
        #expect(CountWords.pair(0, 348, names: names) == "only in Binder")
        // 100 and 90: 10 is not under a tenth of 100.
        #expect(CountWords.pair(100, 90, names: names) == "×1.11 in MVB")
    }

    @Test func theExplanationStatesTheThresholdOnce() {
        #expect(CountWords.explanation == "A count has no noise, so any difference between two counts is real; but two that differ by "
            + "less than 10% of the larger are called about the same, and a sentence ranks only counts that differ by more.")
    }
}
