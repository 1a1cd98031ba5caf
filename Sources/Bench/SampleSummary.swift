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
        median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        let halfWidth = 1.96 * Double(n).squareRoot() / 2
        // 1-based ranks, as the textbook formula has them.
        let lowRank = Int((Double(n) / 2 - halfWidth).rounded(.down))
        let highRank = Int((Double(n) / 2 + 1 + halfWidth).rounded(.up))
        low = sorted[min(max(lowRank, 1), n) - 1]
        high = sorted[min(max(highRank, 1), n) - 1]
    }

    /// The interval's width as a share of the median: 0.1 is ±5%.
    public var relativeWidth: Double {
        median > 0 ? (high - low) / median : 0
    }

    /// True when the interval is wider than 10% of the median: the number is noisy.
    public var isNoisy: Bool { relativeWidth > 0.10 }
}

/// The fewest distinct sizes an exponent is fitted through. A line passes exactly through
/// any two points, so two noisy medians would give an exponent that looks certain and is not.
public let minimumSizesForAnExponent = 3

/// The slope of the least-squares line through (log size, log cost): cost grows as
/// size^exponent. 0 is constant cost, 1 linear. Nil with fewer than
/// ``minimumSizesForAnExponent`` distinct sizes.
public func fittedExponent(sizes: [Double], costs: [Double]) -> Double? {
    var xs: [Double] = []
    var ys: [Double] = []
    for (size, cost) in zip(sizes, costs) where size > 0 && cost > 0 {
        xs.append(log(size))
        ys.append(log(cost))
    }
    guard Set(xs).count >= minimumSizesForAnExponent else { return nil }
    let meanX = xs.reduce(0, +) / Double(xs.count)
    let meanY = ys.reduce(0, +) / Double(ys.count)
    var covariance = 0.0
    var spread = 0.0
    for (x, y) in zip(xs, ys) {
        covariance += (x - meanX) * (y - meanY)
        spread += (x - meanX) * (x - meanX)
    }
    return spread > 0 ? covariance / spread : nil
}

/// The geometric mean: the overall score of a set of ratios.
public func geometricMean(_ values: [Double]) -> Double? {
    guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { return nil }
    let logs = values.map { (value: Double) in log(value) }
    return exp(logs.reduce(0, +) / Double(logs.count))
}
