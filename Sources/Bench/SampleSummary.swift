import Foundation
import Harness
import ScenarioLanguage

/// The median of repeated measurements and a 95% interval around it.
///
/// The interval is distribution-free: the order statistics whose ranks bracket the median
/// with 95% confidence under the binomial distribution (normal approximation), so no
/// assumption about the shape of timing noise is made. With few samples it widens to the
/// smallest and largest value.
public struct SampleSummary: Sendable, Equatable, Codable {
    public let median: Double
    public let low: Double
    public let high: Double
    public let count: Int

    public init(_ values: [Double]) {
        precondition(!values.isEmpty, "a summary needs at least one value")
        let sorted = values.sorted()
        let n = sorted.count
        count = n
        median = Self.median(sorted: sorted)
        let halfWidth = 1.96 * Double(n).squareRoot() / 2
        // 1-based ranks, as the textbook formula has them.
        let lowRank = Int((Double(n) / 2 - halfWidth).rounded(.down))
        let highRank = Int((Double(n) / 2 + 1 + halfWidth).rounded(.up))
        low = sorted[min(max(lowRank, 1), n) - 1]
        high = sorted[min(max(highRank, 1), n) - 1]
    }

    /// The median of `values`, alone: what the bootstrap works out thousands of times, where
    /// the interval around each would be wasted work. 0 for no values.
    public static func median(of values: [Double]) -> Double {
        values.isEmpty ? 0 : median(sorted: values.sorted())
    }

    private static func median(sorted: [Double]) -> Double {
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }

    /// The interval's width as a share of the median: 0.1 is ±5%.
    public var relativeWidth: Double {
        median > 0 ? (high - low) / median : 0
    }

    /// True when the interval is wider than 10% of the median: the number is noisy.
    public var isNoisy: Bool { relativeWidth > 0.10 }
}

/// The geometric mean: the overall score of a set of ratios.
public func geometricMean(_ values: [Double]) -> Double? {
    guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { return nil }
    let logs = values.map { (value: Double) in log(value) }
    return exp(logs.reduce(0, +) / Double(logs.count))
}
