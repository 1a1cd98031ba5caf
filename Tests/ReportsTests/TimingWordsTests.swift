@testable import Bench
import Harness
@testable import Reports
import Testing

/// How decided timings are worded: ties as ≈, differences marked, and sentences that rank only
/// what differs.
@Suite struct TimingWordsTests {
    static func timing(_ id: String, _ rounds: [Double], baseline: [Double]?) -> ArchitectureTiming {
        ArchitectureTiming(architectureID: id, displayName: id == "direct" ? "Direct" : id.uppercased(), isBaseline: baseline == nil,
                           milliseconds: SampleSummary(rounds),
                           ratioToBaseline: baseline.map { SampleSummary(Benchmark.perRoundRatios(rounds, to: $0)) },
                           work: WorkCounts(), rounds: rounds)
    }

    /// Ten rounds of Direct at 1 ms; A twice and eight times that, B about the same (1% over),
    /// C and D four and 4.04 times on both operations.
    static let result: BenchResult = {
        let direct = Array(repeating: 1.0, count: 10)
        let times = { (factor: Double) in direct.map { $0 * factor } }
        let operations = [("show-1000", 2.0), ("clear", 8.0)].map { name, factor in
            OperationResult(file: "Scenarios/bench/\(name).scenario", name: name, problem: nil, timings: [
                timing("a", times(factor), baseline: direct), timing("b", times(1.01), baseline: direct),
                timing("c", times(4), baseline: direct), timing("d", times(4.04), baseline: direct),
                timing("direct", direct, baseline: nil),
            ])
        }
        let decided = TimingDifferences.decide(operations, band: .standard)
        var result = BenchResult(configuration: BenchConfiguration(), build: "release", operations: decided.operations,
                                 sizes: [], scalingProblem: nil, scaling: [])
        result.scores = decided.scores
        result.scorePairs = decided.pairs
        return result
    }()

    @Test func aTieReadsAsAboutTheSameAndADifferenceIsMarked() {
        let cells = Self.result.operations[0].timings.filter { !$0.isBaseline }.map(TimingWords.cell)
        #expect(cells == ["×2.00*", "≈", "×4.00*", "×4.04*"])
        #expect(TimingWords.cell(1.3, .notShown) == "×1.30")
        #expect(TimingWords.scoreCell(Self.result, "b") == "≈")
    }

    @Test func theSentencesRankOnlyWhatDiffers() {
        // A: √(2 × 8) = 4; C 4 and D 4.04 lie within 3% of A and of each other, so the three are
        // one group. B is within the band of Direct.
        #expect(TimingWords.findings(Self.result) == [
            "Over the whole suite (the geometric mean of the ratios), B and Direct are about the same: within ±3% of each other's time.",
            "Slower than Direct over the whole suite: A ×4.00, C ×4.00 and D ×4.04 (about the same as each other).",
            // A range, not a ranking: ×2 on show-1000 is A's, ×8 on clear is A's too.
            "Where a cell differs, it lies between ×2.00 (A on show-1000) and ×8.00 (A on clear) Direct's time.",
            // 8 ms of a 1000/60 ms frame.
            "No architecture takes more than 8.00 ms on any operation: 48.0% of a frame at 60 frames a second, so on this machine no difference here is one a user would see.",
        ])
    }

    @Test func groupsSplitWhereTwoScoresDiffer() {
        let score = { (id: String, value: Double) in
            ScoreEstimate(architectureID: id, displayName: id, geometricMean: Estimate(value: value, low: value, high: value), verdict: .slower)
        }
        let pair = { (a: String, b: String, differs: Bool) in
            ScorePair(first: a, second: b, ratio: Estimate(value: 1, low: 1, high: 1), verdict: differs ? .faster : .same)
        }
        let groups = TimingWords.groupsThatDiffer([score("x", 1.5), score("y", 1.52), score("z", 3)],
                                                  pairs: [pair("x", "y", false), pair("x", "z", true), pair("y", "z", true)])
        #expect(groups.map { $0.map(\.architectureID) } == [["x", "y"], ["z"]])
    }
}
