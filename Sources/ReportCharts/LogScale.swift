import Bench
import Foundation
import Harness
import Metrics
import Reports

/// A logarithmic axis: maps positive values to pixels, its domain widened to whole powers of
/// its base so the ticks fall on its ends (×0.5 … ×4, or 10 … 100,000).
struct LogScale {
    let base: Double
    /// The lowest and highest exponent of the domain: it runs from base^low to base^high.
    let low: Int
    let high: Int
    /// The pixels the domain's ends map to (`end` may be less than `start`: a y axis).
    let start: Double
    let end: Double

    /// A scale covering `values` (those positive and finite; 1 when there are none) and `including`.
    init(base: Double, covering values: [Double], including: [Double] = [], start: Double, end: Double) {
        let usable = (values + including).filter { $0 > 0 && $0.isFinite }
        let exponents = usable.map { log($0) / log(base) }
        // A hair of tolerance: 1,000 must land on 10^3, not spill to 10^2 or 10^4 through rounding.
        var low = Int(((exponents.min() ?? 0) + 1e-9).rounded(.down))
        var high = Int(((exponents.max() ?? 0) - 1e-9).rounded(.up))
        if low >= high {
            // One value, or all on one power: show a step either side of it.
            low -= 1
            high = low + 2
        }
        self.init(base: base, low: low, high: high, start: start, end: end)
    }

    init(base: Double, low: Int, high: Int, start: Double, end: Double) {
        self.base = base
        self.low = low
        self.high = high
        self.start = start
        self.end = end
    }

    /// The pixel of `value`; values at or below zero sit at the start.
    func position(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return start }
        let exponent = log(value) / log(base)
        return start + (end - start) * (exponent - Double(low)) / Double(high - low)
    }

    /// The powers of the base from end to end, every `step`-th one so no more than `maximum` show.
    func ticks(maximum: Int) -> [Double] {
        let count = high - low + 1
        let step = max(1, Int((Double(count) / Double(max(maximum, 1))).rounded(.up)))
        return stride(from: low, through: high, by: step).map { pow(base, Double($0)) }
    }
}
