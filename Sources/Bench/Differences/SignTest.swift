import Foundation

/// The sign test: a paired test that asks whether the median of paired differences is zero.
///
/// Each round runs an architecture and the baseline side by side, so a round is a pair; the
/// test counts the rounds in which the architecture was slower and those in which it was
/// faster, and asks how likely so lopsided a count is if either were as likely as the other
/// (a fair coin). It assumes nothing about the shape of timing noise, and it tests the very
/// figure the tables show, the median per-round ratio.
public enum SignTest {
    /// The two-sided p-value for paired rounds: `first[i]` against `second[i]`. Rounds in which
    /// the two took the same time, or either took none, say nothing about the sign and are
    /// left out; with none left the p-value is 1.
    public static func pValue(_ first: [Double], against second: [Double]) -> Double {
        var above = 0, below = 0
        for (a, b) in zip(first, second) where a > 0 && b > 0 && a != b {
            if a > b { above += 1 } else { below += 1 }
        }
        return pValue(above: above, below: below)
    }

    /// The two-sided p-value of `above` pairs one way and `below` the other: twice the
    /// binomial(n, ½) probability of a count as far from n/2 as the smaller one, at most 1.
    public static func pValue(above: Int, below: Int) -> Double {
        let n = above + below
        guard n > 0 else { return 1 }
        let fewer = min(above, below)
        let tail = (0...fewer).reduce(0.0) { sum, k in sum + exp(logChoose(n, k) - Double(n) * log(2.0)) }
        return min(1, 2 * tail)
    }

    /// ln C(n, k), exact enough for thousands of rounds.
    private static func logChoose(_ n: Int, _ k: Int) -> Double {
        lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
    }
}
