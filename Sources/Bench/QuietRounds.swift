/// The rounds in which the machine ran at its usual pace: the rounds every summary and every
/// ratio of `bench` is taken from.
///
/// This machine is shared with others, and now and then, for seconds at a time, everything on
/// it runs slower: showing a detail screen and coming back took Direct 0.03 ms in most rounds and
/// 0.06–0.07 ms in such a spell, with nothing else running here. A spell does not slow every
/// architecture alike, so it moves the ratios (MVVMC's went from ×3.7 to ×3.0 in it), and how
/// many rounds one falls on decides how far a whole run moves: two back-to-back runs differed by
/// up to 7% on an operation. Within a round the baseline runs beside every architecture, so its
/// time says how the machine ran: a round counts when the baseline took no more than
/// ``slowestKept`` times its fastest tenth of rounds. With spells left out, the same runs
/// differed by 2.5% at most.
public enum QuietRounds {
    /// How much slower than its fastest tenth of rounds the baseline may run in a round that counts.
    public static let slowestKept = 1.3

    /// Which rounds count, by the baseline's time in each (`baseline`, one per round).
    static func kept(baseline: [Double]) -> [Bool] {
        guard !baseline.isEmpty else { return [] }
        let sorted = baseline.sorted()
        let fastestTenth = sorted[baseline.count / 10]
        return baseline.map { $0 <= fastestTenth * slowestKept }
    }

    /// `samples` (per architecture, per round) with only the rounds that count, by the
    /// baseline's times (`samples[baseline]`).
    static func filter(_ samples: [[Double]], baseline: Int) -> [[Double]] {
        let kept = kept(baseline: samples[baseline])
        return samples.map { rounds in zip(rounds, kept).filter(\.1).map(\.0) }
    }
}
