@testable import Bench
import Harness
import Testing

/// Every cell, score and pair decided from rounds written here.
@Suite struct TimingDifferencesTests {
    /// A timing of `rounds` milliseconds, with its summaries worked out from them as `bench` does.
    static func timing(_ id: String, _ rounds: [Double], baseline: [Double]?) -> ArchitectureTiming {
        ArchitectureTiming(architectureID: id, displayName: id.uppercased(), isBaseline: baseline == nil,
                           milliseconds: SampleSummary(rounds),
                           ratioToBaseline: baseline.map { SampleSummary(Benchmark.perRoundRatios(rounds, to: $0)) },
                           work: WorkCounts(), rounds: rounds)
    }

    static func operation(_ name: String, direct: [Double], others: [(String, [Double])]) -> OperationResult {
        OperationResult(file: "Scenarios/bench/\(name).scenario", name: name, problem: nil,
                        timings: others.map { timing($0.0, $0.1, baseline: direct) } + [timing("direct", direct, baseline: nil)])
    }

    /// Ten rounds in which Direct took 1 ms.
    static let direct = Array(repeating: 1.0, count: 10)

    @Test func theBandComesFirstThenTheCorrectedTest() {
        let band = EquivalenceBand(relative: 0.03)
        // Inside the band: the same, however small the p-value.
        #expect(TimingDifferences.verdict(median: 1.02, adjustedPValue: 0.0001, band: band) == .same)
        #expect(TimingDifferences.verdict(median: 1.5, adjustedPValue: 0.01, band: band) == .slower)
        #expect(TimingDifferences.verdict(median: 0.8, adjustedPValue: 0.01, band: band) == .faster)
        #expect(TimingDifferences.verdict(median: 1.5, adjustedPValue: 0.05, band: band) == .notShown)
    }

    @Test func anExactCopyOfTheBaselineIsATieAndTwiceItsTimeDiffers() {
        let operations = [
            Self.operation("show", direct: Self.direct, others: [("copy", Self.direct), ("slow", Self.direct.map { $0 * 2 })]),
            Self.operation("clear", direct: Self.direct, others: [("copy", Self.direct), ("slow", Self.direct.map { $0 * 8 })]),
        ]
        let decided = TimingDifferences.decide(operations, band: .standard)
        // The slow cells: 10 of 10 rounds slower, p = 2/1024 each; Holm over the four cells
        // multiplies the smaller by 4 and the next by 3: both 8/1024. The copies: no round
        // differs, p = 1.
        let cells = decided.operations.map { $0.timings.compactMap(\.difference) }
        #expect(cells.map { $0.map(\.verdict) } == [[.same, .slower], [.same, .slower]])
        #expect(cells[0][1].pValue == 2.0 / 1_024)
        #expect(cells[0][1].adjustedPValue == 8.0 / 1_024)
        #expect(cells[1][1].adjustedPValue == 8.0 / 1_024)
        #expect(cells[0][0].adjustedPValue == 1)

        // Scores: the copy's geometric mean is 1, every resample too; the slow one's is
        // √(2 × 8) = 4, every resample too, as its rounds do not vary.
        let scores = try! #require(decided.scores)
        #expect(scores.map(\.verdict) == [.same, .slower])
        #expect(scores[0].geometricMean == Estimate(value: 1, low: 1, high: 1))
        #expect(abs(scores[1].geometricMean.value - 4) < 1e-12)
        #expect(abs(scores[1].geometricMean.low - 4) < 1e-12 && abs(scores[1].geometricMean.high - 4) < 1e-12)
        let pair = try! #require(decided.pairs?.first)
        #expect(pair.first == "copy" && pair.second == "slow" && pair.verdict == .faster)
        #expect(abs(pair.ratio.value - 0.25) < 1e-12)
    }

    @Test func aScoreOutsideTheBandWhoseIntervalReachesIntoItIsNotShownToDiffer() {
        // Half the rounds at ×1.0, half at ×1.2: the median ratio is 1.1, outside ±3%, but a
        // resample can draw mostly ×1.0 rounds, so the interval reaches ×1.0.
        let mixed = (0..<10).map { $0 % 2 == 0 ? 1.0 : 1.2 }
        let decided = TimingDifferences.decide([Self.operation("show", direct: Self.direct, others: [("mixed", mixed)])], band: .standard)
        let score = try! #require(decided.scores?.first)
        #expect(abs(score.geometricMean.value - 1.1) < 1e-12)
        #expect(score.geometricMean.low == 1 && score.geometricMean.high == 1.2)
        #expect(score.verdict == .notShown)
    }

    @Test func threeRoundsAreTooFewForAnIntervalToRankAScore() {
        // Every round twice Direct's time: the cell's sign test cannot tell from three rounds
        // (p = 2 × (½)³ = 0.25), and a resampled median of three rounds is one of them, so the
        // score is not ranked either, though it lies outside the band.
        let direct = [1.0, 1.0, 1.0]
        let decided = TimingDifferences.decide([Self.operation("show", direct: direct, others: [("slow", direct.map { $0 * 2 }), ("copy", direct)])],
                                               band: .standard)
        #expect(decided.operations[0].timings[0].difference?.verdict == .notShown)
        #expect(decided.scores?.map(\.verdict) == [.notShown, .same])
        #expect(decided.pairs?.first?.verdict == .notShown)
    }

    @Test func noScoresWhenAnOperationWasNotTimedOrKeptNoRounds() {
        let untimed = OperationResult(file: "x.scenario", name: "x", problem: .noMeasureStatement, timings: [])
        let timed = Self.operation("show", direct: Self.direct, others: [("copy", Self.direct)])
        #expect(TimingDifferences.decide([timed, untimed], band: .standard).scores == nil)
        var saved = timed
        saved.timings = saved.timings.map { var old = $0; old.rounds = nil; return old }
        let decided = TimingDifferences.decide([saved], band: .standard)
        #expect(decided.scores == nil)
        #expect(decided.operations[0].timings.allSatisfy { $0.difference == nil })
    }

    @Test func theSameRoundsGiveTheSameIntervalsOnEveryRun() {
        let noisy = (0..<40).map { 1 + Double(($0 * 7919) % 23) / 100 }
        let operations = [Self.operation("show", direct: Self.direct + Self.direct + Self.direct + Self.direct, others: [("noisy", noisy)])]
        #expect(TimingDifferences.decide(operations, band: .standard).scores == TimingDifferences.decide(operations, band: .standard).scores)
    }
}
