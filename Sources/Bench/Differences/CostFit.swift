/// The cost of showing N results fitted as t = a + b·N: a fixed cost per screen (a, in
/// milliseconds) plus a cost per result (b, in microseconds), each with a bootstrap interval.
///
/// Why not a power law: an architecture that adds a fixed cost per screen lowers the slope of
/// log t against log N, so the exponent ranked the slowest "below" the baseline. Two figures
/// with units say what a reader wants to know: what a screen costs whatever it shows, and what
/// each further row of the answer costs.
public struct CostFit: Sendable, Codable, Equatable {
    /// a: milliseconds per screen, whatever the number of results.
    public let fixedMilliseconds: Estimate
    /// b: microseconds per further result.
    public let microsecondsPerResult: Estimate

    public init(fixedMilliseconds: Estimate, microsecondsPerResult: Estimate) {
        self.fixedMilliseconds = fixedMilliseconds
        self.microsecondsPerResult = microsecondsPerResult
    }

    /// The fitted time at `size` results, in milliseconds.
    public func milliseconds(at size: Double) -> Double {
        fixedMilliseconds.value + microsecondsPerResult.value * size / 1_000
    }

    /// The least-squares line through (size, milliseconds), each point weighted by 1/t², so
    /// that every size counts by its relative error: unweighted, the largest size (a thousand
    /// times the time of the smallest) would decide a alone. Nil with fewer than two distinct
    /// sizes. Returns (a in ms, b in µs per result).
    static func line(sizes: [Double], milliseconds: [Double]) -> (fixed: Double, perResult: Double)? {
        var s = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0
        for (x, y) in zip(sizes, milliseconds) where y > 0 {
            let w = 1 / (y * y)
            s += w; sx += w * x; sy += w * y; sxx += w * x * x; sxy += w * x * y
        }
        let spread = s * sxx - sx * sx
        guard Set(sizes).count >= 2, spread > 0 else { return nil }
        let slope = (s * sxy - sx * sy) / spread
        return ((sy - slope * sx) / s, slope * 1_000)
    }
}

/// A difference from the baseline in a fitted cost, with its interval, decided against the
/// band as a share of the baseline's own figure.
public struct CostDifference: Sendable, Codable, Equatable {
    /// This architecture's figure minus the baseline's, in the figure's unit.
    public let estimate: Estimate
    /// ``TimingVerdict/same`` within the band of the baseline's figure; slower or faster when
    /// the whole interval lies beyond it.
    public let verdict: TimingVerdict

    public init(estimate: Estimate, verdict: TimingVerdict) {
        self.estimate = estimate
        self.verdict = verdict
    }
}
