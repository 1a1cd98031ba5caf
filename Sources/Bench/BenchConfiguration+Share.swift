extension BenchConfiguration {
    /// How many processes share the rounds: at least one, and no more than there are rounds
    /// when an exact count is asked for.
    public var shareCount: Int {
        let asked = max(1, processes ?? 1)
        return untilPrecise == nil ? min(asked, iterations) : asked
    }

    /// What one process's share of the rounds is, for the share at `index` (from 0) of
    /// ``shareCount``: the rounds and the processor time of each limit divided among the
    /// processes, the warm-ups and the batch of rounds per visit as they are.
    ///
    /// An exact count is divided so that the shares add up to it (25 over 8 processes: 4, then
    /// 3s); the fewest and the most rounds are rounded up, so every process runs a few rounds
    /// of every operation, however precise the earlier processes made it.
    func share(_ index: Int) -> BenchConfiguration {
        let count = shareCount
        var share = self
        share.processes = nil
        guard count > 1 else { return share }
        if var precision = untilPrecise {
            share.iterations = Self.roundedUp(iterations, over: count)
            precision.maxIterations = Self.roundedUp(precision.maxIterations, over: count)
            precision.maxSeconds /= Double(count)
            share.untilPrecise = precision
        } else {
            share.iterations = iterations / count + (index < iterations % count ? 1 : 0)
        }
        return share
    }

    private static func roundedUp(_ total: Int, over count: Int) -> Int {
        (total + count - 1) / count
    }
}
