import Foundation

/// The one place that decides when two timings differ (SPEC §7): every table and sentence of
/// `bench`, `compare` and the report asks it, through the verdicts it leaves in the result.
///
/// - A **cell** (an architecture on one operation) is tested against the baseline by the
///   ``SignTest`` over the rounds that counted, each round a pair, and the p-values of all
///   cells are corrected together (``HolmCorrection``). A cell whose median ratio lies inside
///   the ``EquivalenceBand`` is ``TimingVerdict/same``; outside it, one whose corrected
///   p-value is below ``significance`` is slower or faster; any other is
///   ``TimingVerdict/notShown``.
/// - A **score** (the geometric mean of an architecture's median ratios) gets a bootstrap
///   interval: the rounds of every operation are drawn again with replacement, the same rounds
///   for every architecture, and the score worked out anew, ``Resampling/count`` times. A score
///   inside the band is the same as the baseline's; one whose whole interval lies beyond the
///   band differs, given ``fewestRoundsForAnInterval`` rounds of every operation; any other is
///   not shown to differ. Two architectures' scores are compared
///   the same way, by the ratio of their scores in each resample.
public enum TimingDifferences {
    /// The level of the tests: a cell differs when its corrected p-value is below it.
    public static let significance = 0.05

    /// The fewest rounds of every operation for a bootstrap interval to decide a score: the
    /// median of a resample of three rounds can only be one of those three, so its intervals
    /// look narrower than the rounds allow. With fewer, a score outside the band is not shown
    /// to differ (`compare`'s short run, three rounds, ranks nothing).
    public static let fewestRoundsForAnInterval = 10

    /// `operations` with every timing decided against the baseline, and the scores with their
    /// intervals and pairs; nil scores when an operation was not timed or kept no rounds.
    public static func decide(_ operations: [OperationResult], band: EquivalenceBand)
        -> (operations: [OperationResult], scores: [ScoreEstimate]?, pairs: [ScorePair]?) {
        let decided = decideCells(operations, band: band)
        guard let (scores, pairs) = decideScores(decided, band: band) else { return (decided, nil, nil) }
        return (decided, scores, pairs)
    }

    // MARK: - Cells

    static func decideCells(_ operations: [OperationResult], band: EquivalenceBand) -> [OperationResult] {
        // Every (operation, timing) that has rounds and a ratio, in table order.
        var cells: [(operation: Int, timing: Int, pValue: Double)] = []
        for (o, operation) in operations.enumerated() {
            guard let baseline = operation.timings.first(where: \.isBaseline)?.rounds else { continue }
            for (t, timing) in operation.timings.enumerated() where !timing.isBaseline {
                guard let rounds = timing.rounds, timing.ratioToBaseline != nil else { continue }
                cells.append((o, t, SignTest.pValue(rounds, against: baseline)))
            }
        }
        let adjusted = HolmCorrection.adjusted(cells.map(\.pValue))
        var decided = operations
        for (cell, adjustedPValue) in zip(cells, adjusted) {
            var timings = decided[cell.operation].timings
            let median = timings[cell.timing].ratioToBaseline!.median
            timings[cell.timing].difference = CellDifference(
                pValue: cell.pValue, adjustedPValue: adjustedPValue,
                verdict: verdict(median: median, adjustedPValue: adjustedPValue, band: band))
            decided[cell.operation].timings = timings
        }
        return decided
    }

    /// The band first (a difference smaller than two runs disagree by is no difference), then
    /// the corrected test.
    static func verdict(median: Double, adjustedPValue: Double, band: EquivalenceBand) -> TimingVerdict {
        if band.contains(median) { return .same }
        guard adjustedPValue < significance else { return .notShown }
        return median > 1 ? .slower : .faster
    }

    /// A figure with an interval against the band: inside is the same, a whole interval beyond
    /// it differs, anything else is not shown to differ.
    static func verdict(_ estimate: Estimate, band: EquivalenceBand) -> TimingVerdict {
        if band.contains(estimate.value) { return .same }
        guard band.excludes(low: estimate.low, high: estimate.high) else { return .notShown }
        return estimate.value > 1 ? .slower : .faster
    }

    // MARK: - Scores

    /// Per operation, per ranked architecture, each counted round's ratio to the baseline.
    private struct RoundRatios {
        let ids: [(id: String, name: String)]
        /// [operation][architecture][round]
        let ratios: [[[Double]]]
    }

    private static func roundRatios(_ operations: [OperationResult]) -> RoundRatios? {
        guard let first = operations.first else { return nil }
        let ranked = first.timings.filter { !$0.isBaseline }
        var ratios: [[[Double]]] = []
        for operation in operations {
            guard operation.problem == nil, let baseline = operation.timings.first(where: \.isBaseline)?.rounds,
                  !baseline.isEmpty, operation.timings.map(\.architectureID) == first.timings.map(\.architectureID)
            else { return nil }
            let perArchitecture = operation.timings.filter { !$0.isBaseline }.map { timing in
                timing.rounds.map { Benchmark.perRoundRatios($0, to: baseline) }
            }
            guard perArchitecture.allSatisfy({ $0?.count == baseline.count }) else { return nil }
            ratios.append(perArchitecture.map { $0! })
        }
        return RoundRatios(ids: ranked.map { ($0.architectureID, $0.displayName) }, ratios: ratios)
    }

    static func decideScores(_ operations: [OperationResult], band: EquivalenceBand) -> ([ScoreEstimate], [ScorePair])? {
        guard let rounds = roundRatios(operations), !rounds.ids.isEmpty else { return nil }
        let median = SampleSummary.median(of:)
        let points = rounds.ids.indices.map { a in geometricMean(rounds.ratios.map { median($0[a]) }) ?? 0 }
        // [architecture][resample]
        var resampled = Array(repeating: [Double](), count: rounds.ids.count)
        var draws = Resampling()
        for _ in 0..<Resampling.count {
            let picks = rounds.ratios.map { draws.indices($0[0].count) }
            for a in rounds.ids.indices {
                let medians = zip(rounds.ratios, picks).map { operation, picked in median(picked.map { operation[a][$0] }) }
                resampled[a].append(geometricMean(medians) ?? 0)
            }
        }
        let estimate = { (value: Double, samples: [Double]) in
            let (low, high) = Resampling.interval(samples)
            return Estimate(value: value, low: low, high: high)
        }
        let enoughRounds = rounds.ratios.allSatisfy { $0[0].count >= fewestRoundsForAnInterval }
        let decide = { (estimate: Estimate) -> TimingVerdict in
            let decided = verdict(estimate, band: band)
            return enoughRounds || !decided.differs ? decided : .notShown
        }
        let scores = rounds.ids.indices.map { a in
            let score = estimate(points[a], resampled[a])
            return ScoreEstimate(architectureID: rounds.ids[a].id, displayName: rounds.ids[a].name, geometricMean: score,
                                 verdict: decide(score))
        }
        var pairs: [ScorePair] = []
        for a in rounds.ids.indices {
            for b in rounds.ids.indices where b > a && points[b] > 0 {
                let ratio = estimate(points[a] / points[b], zip(resampled[a], resampled[b]).map { $1 > 0 ? $0 / $1 : 0 })
                pairs.append(ScorePair(first: rounds.ids[a].id, second: rounds.ids[b].id, ratio: ratio, verdict: decide(ratio)))
            }
        }
        return (scores, pairs)
    }
}
