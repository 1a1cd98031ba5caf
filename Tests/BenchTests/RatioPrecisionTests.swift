@testable import Bench
import Testing

/// When the rounds of an operation may stop: every ratio's 95% interval within the precision
/// asked for, on both sides of its median.
struct RatioPrecisionTests {
    /// Forty rounds of the baseline at 1 ms, and an architecture whose rounds take `low` and
    /// `high` ms in turn. With 40 rounds the interval runs from the 13th to the 28th value, so
    /// it is [low, high] around the median (low + high) / 2.
    private func samples(alternating low: Double, _ high: Double) -> [[Double]] {
        [(0..<40).map { $0 % 2 == 0 ? low : high }, Array(repeating: 1, count: 40)]
    }

    @Test func anIntervalWithinTheHalfWidthOnBothSidesIsPrecise() {
        // 1.99 and 2.01 around 2.00: ±0.5%.
        #expect(Benchmark.ratiosArePrecise(samples(alternating: 1.99, 2.01), baseline: 1, within: 0.01))
    }

    @Test func anIntervalWiderThanTheHalfWidthIsNot() {
        // 1.97 and 2.03 around 2.00: ±1.5%.
        #expect(!Benchmark.ratiosArePrecise(samples(alternating: 1.97, 2.03), baseline: 1, within: 0.01))
        #expect(Benchmark.ratiosArePrecise(samples(alternating: 1.97, 2.03), baseline: 1, within: 0.02))
    }

    @Test func theRatioIsTakenWithinEachRound() {
        // The baseline slows down with the architecture round by round: every ratio is 2.
        let architecture = (0..<40).map { 2.0 + Double($0) / 10 }
        let baseline = architecture.map { $0 / 2 }
        #expect(Benchmark.ratiosArePrecise([architecture, baseline], baseline: 1, within: 0.001))
    }
}
