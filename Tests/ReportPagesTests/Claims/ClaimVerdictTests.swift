import Bench
@testable import ReportPages
import Testing

/// A published claim decided from hand-made figures: it holds only when the architecture it
/// names has the fewest and differs from every other by the project's deciders.
struct ClaimVerdictTests {
    /// A, B and C, and the baseline, Direct.
    static let architectures = [(id: "a", isBaseline: false), (id: "b", isBaseline: false), (id: "c", isBaseline: false),
                                (id: "direct", isBaseline: true)]
    static let source = PublishedClaim.Source(authors: "Author, A.", year: 2020, title: "Title", publishedIn: "Journal", url: nil)

    static func claim(_ measure: ClaimMeasure = .peakObjectsAlive, among: [String]? = nil) -> PublishedClaim {
        PublishedClaim(id: "claim", source: source, architectureID: "a", measure: measure, among: among)
    }

    static func decide(_ counts: [String: Int], among: [String]? = nil) -> ClaimFinding {
        ClaimFinding.decide(claim(among: among), evidence: .counts(counts), architectures: architectures)
    }

    @Test func holdsWhenFewerThanEveryOtherByTheThresholdTheBaselineLeftOut() {
        // 100 against 120: 20 apart, 10% of 120 is 12; against 150, 50 apart. Direct's 10 is
        // fewer still, but the baseline is never a contender.
        let finding = Self.decide(["a": 100, "b": 120, "c": 150, "direct": 10])
        #expect(finding.verdict == .holds)
        #expect(finding.rivals == [])
        #expect(finding.figures == [.init(architectureID: "a", value: 100), .init(architectureID: "b", value: 120),
                                    .init(architectureID: "c", value: 150)])
    }

    @Test func doesNotHoldWhenAnotherIsFewerByTheThreshold() {
        // B's 90 against 100: 10 apart, not under 10% of 100, so B is decidedly fewer; C's 95
        // is about the same, but a rival decidedly better decides.
        let finding = Self.decide(["a": 100, "b": 90, "c": 95])
        #expect(finding.verdict == .doesNotHold)
        #expect(finding.rivals == ["b"])
    }

    @Test func cannotBeToldApartWhenTheBestAreWithinTheThreshold() {
        // B's 91: 9 apart, under 10% of 100; C's 100 is equal.
        let finding = Self.decide(["a": 100, "b": 91, "c": 100])
        #expect(finding.verdict == .cannotBeToldApart)
        #expect(finding.rivals == ["b", "c"])
    }

    @Test func aClaimedArchitectureWithoutAFigureIsNotMeasured() {
        let finding = Self.decide(["b": 90, "c": 95])
        #expect(finding.verdict == .notMeasured)
        #expect(finding.rivals == ["a"])
        #expect(finding.figures.map(\.value) == [nil, 90, 95])
    }

    @Test func aRivalWithoutAFigureLeavesAWinOrATieNotMeasuredButNotADefeat() {
        // Ahead of B, C not measured: C could be fewer still.
        #expect(Self.decide(["a": 100, "b": 200]).verdict == .notMeasured)
        #expect(Self.decide(["a": 100, "b": 200]).rivals == ["c"])
        // About the same as B, C not measured: C could be decidedly fewer.
        #expect(Self.decide(["a": 100, "b": 95]).verdict == .notMeasured)
        // Beaten by B: whatever C's figure, the claim does not hold.
        #expect(Self.decide(["a": 100, "b": 50]).verdict == .doesNotHold)
    }

    @Test func aClaimIsCheckedAmongTheArchitecturesItsSourceCompared() {
        // C is far fewer, but the source compared A and B only.
        let finding = Self.decide(["a": 100, "b": 200, "c": 1], among: ["a", "b", "direct"])
        #expect(finding.verdict == .holds)
        #expect(finding.figures.map(\.architectureID) == ["a", "b"])
    }

    @Test func aTimingIsDecidedByTheVerdictOfItsPairOfScores() {
        let estimate = Estimate(value: 1, low: 1, high: 1)
        func decide(_ pairs: [ScorePair], scores: [String: Double] = ["a": 1.1, "b": 1.5, "c": 2.0]) -> ClaimFinding {
            ClaimFinding.decide(Self.claim(.processorTime), evidence: .timings(scores: scores, pairs: pairs), architectures: Self.architectures)
        }
        // B's time over A's is slower, and A's over C's faster: A is shown faster than both.
        let shownFaster = [ScorePair(first: "b", second: "a", ratio: estimate, verdict: .slower),
                           ScorePair(first: "a", second: "c", ratio: estimate, verdict: .faster)]
        #expect(decide(shownFaster).verdict == .holds)
        // Outside the band but not shown to differ from C: a tie.
        let notShown = [shownFaster[0], ScorePair(first: "a", second: "c", ratio: estimate, verdict: .notShown)]
        #expect(decide(notShown).verdict == .cannotBeToldApart)
        #expect(decide(notShown).rivals == ["c"])
        // A over B slower: B is shown faster.
        let slower = [ScorePair(first: "a", second: "b", ratio: estimate, verdict: .slower), shownFaster[1]]
        #expect(decide(slower).verdict == .doesNotHold)
        #expect(decide(slower).rivals == ["b"])
        // A not timed.
        #expect(decide(shownFaster, scores: ["b": 1.5, "c": 2.0]).verdict == .notMeasured)
    }

    @Test func aQualityNothingMeasuresIsNotMeasured() {
        let finding = ClaimFinding.decide(Self.claim(.testability), evidence: .none, architectures: Self.architectures)
        #expect(finding.verdict == .notMeasured)
        #expect(finding.rivals == ["a"])
        #expect(finding.figures.map(\.value) == [nil, nil, nil])
    }
}
