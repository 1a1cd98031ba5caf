import Foundation

/// A count of successes out of a count of trials: the mutants a suite caught of those that
/// ran. The share alone hides how many it rests on, so it comes with its interval.
public struct Proportion: Sendable, Codable, Equatable {
    public let successes: Int
    public let trials: Int

    public init(successes: Int, trials: Int) {
        self.successes = successes
        self.trials = trials
    }

    /// The share, with its 95% Wilson score interval; nil with no trials.
    public var estimate: Estimate? {
        ProportionDifferences.wilson(successes: successes, trials: trials)
    }
}

/// Two proportions against each other: whether Fisher's exact test, corrected with the others
/// of its table, shows them to differ.
public struct ProportionPair: Sendable, Codable, Equatable {
    public let first: String
    public let second: String
    /// Fisher's two-sided p-value.
    public let pValue: Double
    /// After Holm's correction over every pair compared together.
    public let adjustedPValue: Double

    /// Shown to differ: the corrected p-value is below ``ProportionDifferences/significance``.
    public var differs: Bool { adjustedPValue < ProportionDifferences.significance }
}

/// Several proportions compared, every pair with every other, and ranked only in groups.
public struct ProportionComparison: Sendable, Codable, Equatable {
    /// Every pair, in the order given: the first before the second.
    public let pairs: [ProportionPair]
    /// The ids from the highest share to the lowest in groups: every id of one group is shown
    /// to differ from every id of another; inside a group, the order given.
    public let groups: [[String]]

    /// The pair of `first` and `second`, whichever order it was given in.
    public func pair(_ first: String, _ second: String) -> ProportionPair? {
        pairs.first { ($0.first, $0.second) == (first, second) || ($0.first, $0.second) == (second, first) }
    }
}

/// The one place that decides when two shares of counted trials differ: each share gets a
/// Wilson score interval, and two shares are compared by Fisher's exact test, the p-values of
/// every pair corrected together by ``HolmCorrection``, as the timings' are.
///
/// Counts of mutants are not compared as counts: an architecture with more code has more
/// mutants, so only the shares caught are, and only where the test shows them to differ.
public enum ProportionDifferences {
    /// The level of the tests, as for timings.
    public static let significance = TimingDifferences.significance

    /// The standard normal quantile for a two-sided 95% interval.
    static let z = 1.959963984540054

    /// The share `successes / trials` and its 95% Wilson score interval: centred on
    /// (x + z²/2) / (n + z²), half as wide as z·√(x(n − x)/n + z²/4) / (n + z²). Unlike the
    /// normal approximation, it stays inside 0…1 and is not empty at 0 or n. Nil with no trials.
    public static func wilson(successes: Int, trials: Int) -> Estimate? {
        guard trials > 0 else { return nil }
        let x = Double(successes), n = Double(trials), z2 = z * z
        let centre = (x + z2 / 2) / (n + z2)
        let half = z * (x * (n - x) / n + z2 / 4).squareRoot() / (n + z2)
        return Estimate(value: x / n, low: max(0, centre - half), high: min(1, centre + half))
    }

    /// Fisher's exact test, two-sided: of every 2×2 table with the same margins, the chance of
    /// those no likelier than the one seen (a relative tolerance of 10⁻⁷ keeps a table as
    /// likely as it, but for rounding, among them). 1 when either has no trials.
    public static func fisherPValue(_ first: Proportion, _ second: Proportion) -> Double {
        let n1 = first.trials, n2 = second.trials
        guard n1 > 0, n2 > 0 else { return 1 }
        let total = n1 + n2, successes = first.successes + second.successes
        // The chance that `x` of the successes fall to the first, the margins fixed.
        func logChance(_ x: Int) -> Double {
            logChoose(successes, x) + logChoose(total - successes, n1 - x) - logChoose(total, n1)
        }
        let seen = logChance(first.successes)
        let possible = max(0, n1 - (total - successes))...min(successes, n1)
        let sum = possible.map(logChance).filter { $0 <= seen + 1e-7 }.reduce(0.0) { $0 + exp($1) }
        return min(1, sum)
    }

    /// `proportions` compared every pair with every other, in the order given, and grouped.
    ///
    /// Sorted from the highest share down, the groups are cut only where every id above the
    /// cut differs from every id below it; so two ids in different groups always differ, and
    /// a group may hold two that differ, when an id between them differs from neither (0.9,
    /// 0.5 and 0.1 of ten trials each are one group). Ids with no trials are left out.
    public static func compare(_ proportions: [(id: String, proportion: Proportion)]) -> ProportionComparison {
        let measured = proportions.filter { $0.proportion.trials > 0 }
        var indices: [(Int, Int)] = []
        for a in measured.indices {
            for b in measured.indices where b > a { indices.append((a, b)) }
        }
        let pValues = indices.map { fisherPValue(measured[$0.0].proportion, measured[$0.1].proportion) }
        let adjusted = HolmCorrection.adjusted(pValues)
        let pairs = zip(indices, zip(pValues, adjusted)).map { pair, values in
            ProportionPair(first: measured[pair.0].id, second: measured[pair.1].id, pValue: values.0, adjustedPValue: values.1)
        }
        var differs = Array(repeating: Array(repeating: false, count: measured.count), count: measured.count)
        for (pair, pairResult) in zip(indices, pairs) {
            differs[pair.0][pair.1] = pairResult.differs
            differs[pair.1][pair.0] = pairResult.differs
        }
        let share = { (index: Int) in Double(measured[index].proportion.successes) / Double(measured[index].proportion.trials) }
        let sorted = measured.indices.sorted { (-share($0), $0) < (-share($1), $1) }
        var groups: [[Int]] = []
        for (position, index) in sorted.enumerated() {
            let above = sorted[..<position], below = sorted[position...]
            let cut = !above.isEmpty && above.allSatisfy { a in below.allSatisfy { differs[a][$0] } }
            if cut || groups.isEmpty { groups.append([index]) } else { groups[groups.count - 1].append(index) }
        }
        return ProportionComparison(pairs: pairs, groups: groups.map { $0.sorted().map { measured[$0].id } })
    }

    /// ln C(n, k).
    private static func logChoose(_ n: Int, _ k: Int) -> Double {
        lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
    }
}
