@testable import Bench
import Testing

@Suite struct ProportionDifferencesTests {
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) < tolerance }

    @Test func wilsonFor17Of74() throws {
        // z = 1.959964, z² = 3.841459. Centre (17 + 1.920729) / (74 + 3.841459) = 18.920729 / 77.841459
        // = 0.243068. Half: 17 × 57 / 74 = 13.094595, + z²/4 = 0.960365 → 14.054960, √ = 3.748995,
        // × z = 7.347889, / 77.841459 = 0.094396. So 0.148672 to 0.337464 around 17/74 = 0.229730.
        let estimate = try #require(ProportionDifferences.wilson(successes: 17, trials: 74))
        #expect(close(estimate.value, 0.229730))
        #expect(close(estimate.low, 0.148672))
        #expect(close(estimate.high, 0.337464))
    }

    @Test func wilsonIsNotEmptyAtNoneOrAllAndStaysInsideZeroToOne() throws {
        // 0 of 10: centre 1.920729 / 13.841459 = 0.138766, half z·√(0 + 0.960365) / 13.841459
        // = 1.959964 × 0.979982 / 13.841459 = 0.138766: 0 to 0.277533. 10 of 10 is its mirror.
        let none = try #require(ProportionDifferences.wilson(successes: 0, trials: 10))
        #expect(none.value == 0 && none.low == 0 && close(none.high, 0.277533))
        let all = try #require(ProportionDifferences.wilson(successes: 10, trials: 10))
        #expect(all.value == 1 && all.high == 1 && close(all.low, 0.722467))
        #expect(ProportionDifferences.wilson(successes: 0, trials: 0) == nil)
    }

    @Test func fisherSumsTheTablesNoLikelierThanTheOneSeen() {
        // 3 of 3 against 0 of 3: margins 3 and 3 of 6; P(x of the first's 3 are successes) =
        // C(3,x)·C(3,3−x)/C(6,3) = 1, 9, 9, 1 over 20. Seen x = 3 (1/20); as unlikely: x = 0.
        #expect(close(ProportionDifferences.fisherPValue(Proportion(successes: 3, trials: 3), Proportion(successes: 0, trials: 3)), 0.1))
        // 1 of 4 against 4 of 4: 5 successes of 8; C(5,x)·C(3,4−x)/C(8,4) for x = 1…4 is
        // 5, 30, 30, 5 over 70. Seen x = 1 (5/70); as unlikely: x = 4. 10/70.
        #expect(close(ProportionDifferences.fisherPValue(Proportion(successes: 1, trials: 4), Proportion(successes: 4, trials: 4)), 10.0 / 70))
        #expect(ProportionDifferences.fisherPValue(Proportion(successes: 1, trials: 4), Proportion(successes: 0, trials: 0)) == 1)
    }

    @Test func sharesFarApartAreRankedInThreeGroups() throws {
        // A 20/20, B 0/20, C 10/20. A–B: only x = 20 and x = 0 of C(40,20) tables, 2/137846528820.
        // A–C: 30 successes of 40; x = 20 and x = 10 each C(30,20)·1 = C(30,10) = 30045015 of
        // C(40,20): 2 × 30045015 / 137846528820 = 0.000436; B–C the same. Holm: ×3, ×2, ×1 →
        // 0.000873 at most: every pair differs.
        let comparison = ProportionDifferences.compare([
            ("a", Proportion(successes: 20, trials: 20)), ("b", Proportion(successes: 0, trials: 20)), ("c", Proportion(successes: 10, trials: 20)),
        ])
        #expect(comparison.groups == [["a"], ["c"], ["b"]])
        let ac = try #require(comparison.pair("c", "a"))
        #expect(close(ac.pValue, 0.000436, 1e-6) && close(ac.adjustedPValue, 0.000872, 1e-6) && ac.differs)
    }

    @Test func twiceTheCountIsNotShownToDifferOnTenTrials() throws {
        // 6 of 10 against 3 of 10: by counts 6 and 3 differ by half, but of C(20,10) = 184756
        // tables with 9 successes, C(9,x)·C(11,10−x) for x = 0…9 is 11, 495, 5940, 27720, 58212,
        // 58212, 27720, 5940, 495, 11 (sum 184756). Seen x = 6 (27720); no likelier: x = 0–3 and
        // 6–9, 2 × 34166 = 68332 / 184756 = 0.369850. One pair, so Holm leaves it.
        let comparison = ProportionDifferences.compare([("six", Proportion(successes: 6, trials: 10)), ("three", Proportion(successes: 3, trials: 10))])
        let pair = try #require(comparison.pair("six", "three"))
        #expect(close(pair.pValue, 0.369850) && close(pair.adjustedPValue, 0.369850) && !pair.differs)
        #expect(comparison.groups == [["six", "three"]])
    }

    @Test func aGroupIsCutOnlyWhereEveryShareAboveDiffersFromEveryShareBelow() throws {
        // 9/10, 5/10, 1/10. 9 vs 5: 14 successes of 20; C(14,x)·C(6,10−x) for x = 4…10 is 1001,
        // 12012, 45045, 68640, 45045, 12012, 1001; seen x = 9 (12012); no likelier: 4, 5, 9, 10:
        // 26026 / 184756 = 0.140866; 5 vs 1 the same. 9 vs 1: x = 0, 1, 9, 10: 1 + 100 + 100 + 1
        // = 202 / 184756 = 0.001093. Holm: 0.003280 (differs), 0.281732, 0.281732. No cut has every
        // pair across it differing, so the three are one group though 9/10 and 1/10 differ.
        let comparison = ProportionDifferences.compare([
            ("low", Proportion(successes: 1, trials: 10)), ("high", Proportion(successes: 9, trials: 10)), ("middle", Proportion(successes: 5, trials: 10)),
        ])
        #expect(comparison.groups == [["low", "high", "middle"]])
        let extremes = try #require(comparison.pair("high", "low"))
        #expect(close(extremes.pValue, 0.001093) && close(extremes.adjustedPValue, 0.003280) && extremes.differs)
        #expect(comparison.pair("high", "middle")?.differs == false)
    }

    @Test func equalSharesTieAndNoTrialsAreLeftOut() {
        let comparison = ProportionDifferences.compare([
            ("a", Proportion(successes: 5, trials: 10)), ("none", Proportion(successes: 0, trials: 0)), ("b", Proportion(successes: 5, trials: 10)),
        ])
        #expect(comparison.groups == [["a", "b"]])
        #expect(comparison.pairs.map(\.first) == ["a"] && comparison.pair("a", "b")?.pValue == 1)
    }
}
