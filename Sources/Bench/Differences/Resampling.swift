/// The bootstrap's random draws: a fixed-seed generator, so the same rounds give the same
/// intervals on every run and machine (the report's bytes depend on them).
///
/// SplitMix64 (Steele, Lea and Flood): small, fast, and good enough to draw round indices.
struct Resampling: RandomNumberGenerator {
    private var state: UInt64

    /// How many resamples an interval is taken from: the 2.5th and 97.5th percentiles of
    /// 2,000 are steady to a few parts in a thousand.
    static let count = 2_000

    init(seed: UInt64 = 0x5EED_0F_B0075) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` indices below `count`, drawn with replacement: one resample of `count` rounds.
    mutating func indices(_ count: Int) -> [Int] {
        // The remainder, not the standard library's `random(in:using:)`, whose way of using the
        // generator is not promised to stay the same; the bias is below one part in 10^15.
        (0..<count).map { _ in Int(next() % UInt64(count)) }
    }

    /// The 2.5th and 97.5th percentiles of `values` (nearest rank).
    static func interval(_ values: [Double]) -> (low: Double, high: Double) {
        let sorted = values.sorted()
        let rank = { (share: Double) in sorted[min(sorted.count - 1, max(0, Int((share * Double(sorted.count)).rounded(.up)) - 1))] }
        return (rank(0.025), rank(0.975))
    }
}
