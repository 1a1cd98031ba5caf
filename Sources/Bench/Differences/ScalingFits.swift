/// Every architecture's ``CostFit`` over the sizes of the sweep, and its differences from the
/// baseline's, with intervals from one bootstrap: each size's rounds drawn again with
/// replacement, the same rounds for every architecture, and every line fitted anew.
public struct ScalingFits: Sendable, Equatable {
    /// Per architecture, in the order given; nil where no line could be fitted.
    public let fits: [CostFit?]
    /// Per architecture: a − a of the baseline (ms) and b − b of the baseline (µs); nil for
    /// the baseline itself.
    public let fixedAboveBaseline: [CostDifference?]
    public let perResultAboveBaseline: [CostDifference?]

    /// - Parameters:
    ///   - sizes: The sweep's sizes.
    ///   - rounds: Per size, per architecture, the milliseconds of each counted round; within a
    ///     size every architecture has the same rounds.
    ///   - baseline: The baseline's index.
    public init(sizes: [Int], rounds: [[[Double]]], baseline: Int, band: EquivalenceBand) {
        let architectures = rounds.first?.count ?? 0
        let median = SampleSummary.median(of:)
        let x = sizes.map(Double.init)
        let fitAll = { (medians: [[Double]]) in   // [size][architecture]
            (0..<architectures).map { a in CostFit.line(sizes: x, milliseconds: medians.map { $0[a] }) }
        }
        let points = fitAll(rounds.map { $0.map(median) })
        var draws = Resampling()
        var resampled: [[(fixed: Double, perResult: Double)?]] = []   // [resample][architecture]
        for _ in 0..<Resampling.count {
            let medians = rounds.map { size in
                let picks = draws.indices(size.first?.count ?? 0)
                return size.map { timings in median(picks.map { timings[$0] }) }
            }
            resampled.append(fitAll(medians))
        }
        let estimate = { (value: Double, samples: [Double]) -> Estimate in
            guard !samples.isEmpty else { return Estimate(value: value, low: value, high: value) }
            let (low, high) = Resampling.interval(samples)
            return Estimate(value: value, low: low, high: high)
        }
        fits = (0..<architectures).map { a in
            points[a].map { point in
                CostFit(fixedMilliseconds: estimate(point.fixed, resampled.compactMap { $0[a]?.fixed }),
                        microsecondsPerResult: estimate(point.perResult, resampled.compactMap { $0[a]?.perResult }))
            }
        }
        let difference = { (a: Int, part: KeyPath<(fixed: Double, perResult: Double), Double>) -> CostDifference? in
            guard a != baseline, let mine = points[a], let base = points[baseline] else { return nil }
            let samples = resampled.compactMap { fits in fits[a].flatMap { m in fits[baseline].map { m[keyPath: part] - $0[keyPath: part] } } }
            let difference = estimate(mine[keyPath: part] - base[keyPath: part], samples)
            return CostDifference(estimate: difference, verdict: Self.verdict(difference, of: base[keyPath: part], band: band))
        }
        fixedAboveBaseline = (0..<architectures).map { difference($0, \.fixed) }
        perResultAboveBaseline = (0..<architectures).map { difference($0, \.perResult) }
    }

    /// A difference within the band's share of the baseline's figure is the same; one whose
    /// whole interval lies beyond that share differs; any other is not shown to differ.
    static func verdict(_ difference: Estimate, of baseline: Double, band: EquivalenceBand) -> TimingVerdict {
        let margin = abs(baseline) * band.relative
        if abs(difference.value) <= margin { return .same }
        if difference.low > margin { return .slower }
        if difference.high < -margin { return .faster }
        return .notShown
    }
}
