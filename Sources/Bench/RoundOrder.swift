/// The order the architectures run in, changing from round to round so that each follows
/// every other equally often: a Williams design, the balanced Latin square of crossover trials.
///
/// A run leaves the caches, the branch predictors and the allocator as its code left them, so
/// the architecture that runs next pays or gains by what ran before it. With one fixed order
/// (MVC, MVVM, MVB, MVVMC, Binder, Direct) Direct always followed Binder, and reordering
/// `--arch` moved MVC's ratio on one operation from ×0.95 to ×1.18 — more than the noise. In
/// a Williams design every architecture runs in every position equally often, and every
/// ordered pair (A right before B) occurs equally often, so that carry-over falls evenly.
public enum RoundOrder {
    /// The orders to take in turn, each a permutation of `0..<count`: `count` rows when
    /// `count` is even; `2 × count` when it is odd, where one square cannot balance the pairs
    /// and its mirror image is added.
    public static func rows(count: Int) -> [[Int]] {
        guard count > 1 else { return [Array(0..<count)] }
        // 0, 1, n−1, 2, n−2, 3, …: every difference between neighbours mod n occurs once.
        var first = [0]
        var low = 1, high = count - 1
        while first.count < count {
            first.append(low)
            low += 1
            if first.count < count {
                first.append(high)
                high -= 1
            }
        }
        let square = (0..<count).map { shift in first.map { ($0 + shift) % count } }
        return count % 2 == 0 ? square : square + square.map { $0.reversed() }
    }

    /// The order of run `run` (counting every run of every round of an operation, warm-ups
    /// and earlier processes included): the rows of the square in turn, each pass through them
    /// with the architectures relabelled afresh.
    ///
    /// One pass balances what runs right before each architecture; what ran two or three runs
    /// before is fixed by the square's shape, and still weighs on a run (rerun with `--arch`
    /// reordered, selecting a row and coming back moved MVVM from ×1.14 to ×1.10). A new
    /// relabelling on every pass, drawn from a fixed seed, spreads that over every architecture
    /// alike, so it shows as noise in the intervals, not as a bias in the ratios.
    public static func order(count: Int, run: Int) -> [Int] {
        let rows = rows(count: count)
        let pass = run / rows.count
        return rows[run % rows.count].map { relabelling(count: count, pass: pass)[$0] }
    }

    /// A permutation of `0..<count` for pass `pass`: the same on every run and machine.
    static func relabelling(count: Int, pass: Int) -> [Int] {
        guard pass > 0 else { return Array(0..<count) }
        var draws = Resampling(seed: 0x0DE5_1C0D + UInt64(pass))
        var labels = Array(0..<count)
        // Fisher–Yates, with the remainder in place of the standard library's shuffle, whose
        // use of the generator is not promised to stay the same.
        for index in stride(from: count - 1, to: 0, by: -1) {
            labels.swapAt(index, Int(draws.next() % UInt64(index + 1)))
        }
        return labels
    }
}
