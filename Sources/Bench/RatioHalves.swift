/// The median ratio to the baseline over the first half of an operation's timed rounds and
/// over the second half: two shorter runs inside one, so a reader sees how far apart two runs
/// can be without making a second one.
public struct RatioHalves: Sendable, Codable, Equatable {
    /// The median per-round ratio of the first half of the rounds.
    public let first: Double
    /// The median per-round ratio of the second half; with an odd count, the middle round is
    /// in neither half.
    public let second: Double

    /// Splits per-round ratios, in the order the rounds ran, into halves; nil with fewer than two.
    public init?(ratios: [Double]) {
        guard ratios.count >= 2 else { return nil }
        let half = ratios.count / 2
        first = SampleSummary(Array(ratios.prefix(half))).median
        second = SampleSummary(Array(ratios.suffix(half))).median
    }

    /// The gap between the halves as a share of their mean: 0.02 is two per cent.
    public var gap: Double {
        let mean = (first + second) / 2
        return mean > 0 ? abs(first - second) / mean : 0
    }
}
