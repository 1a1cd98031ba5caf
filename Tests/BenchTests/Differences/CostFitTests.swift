@testable import Bench
import Testing

@Suite struct CostFitTests {
    @Test func anExactLineGivesItsFixedCostAndItsCostPerResult() throws {
        // t = 0.5 ms + 2 µs × N.
        let sizes: [Double] = [10, 100, 1_000, 10_000]
        let line = try #require(CostFit.line(sizes: sizes, milliseconds: sizes.map { 0.5 + 0.002 * $0 }))
        #expect(abs(line.fixed - 0.5) < 1e-9)
        #expect(abs(line.perResult - 2) < 1e-9)
    }

    @Test func theSmallestSizeCountsAsMuchAsTheLargest() throws {
        // Near t = 1 ms + 2 µs × N, but the largest size runs 49% slow (300 ms for 201). Each
        // point is weighted by 1/t², so the fixed cost stays near the small sizes' 1 ms
        // (0.94); unweighted least squares would let the largest size pull it to 0.50.
        let line = try #require(CostFit.line(sizes: [10, 1_000, 100_000], milliseconds: [1.02, 3.0, 300]))
        #expect(abs(line.fixed - 0.9411) < 1e-4)
        #expect(abs(line.perResult - 2.5270) < 1e-4)
    }

    @Test func oneSizeGivesNoLine() {
        #expect(CostFit.line(sizes: [10, 10], milliseconds: [1, 2]) == nil)
        #expect(CostFit.line(sizes: [], milliseconds: []) == nil)
    }

    @Test func theFitGivesTheTimeAtASize() {
        let exact = { (value: Double) in Estimate(value: value, low: value, high: value) }
        let fit = CostFit(fixedMilliseconds: exact(0.25), microsecondsPerResult: exact(0.5))
        #expect(fit.milliseconds(at: 1_000) == 0.75)
    }

    @Test func theSweepsFitsAndTheirDifferencesFromTheBaseline() throws {
        // Three sizes, four rounds each, no spread: Direct is 0.1 ms + 1 µs × N, "same" adds
        // 0.5% to both, "slow" adds 0.2 ms per screen and 2 µs per result.
        let sizes = [10, 100, 1_000]
        let time = { (fixed: Double, perResult: Double, size: Int) in Array(repeating: fixed + perResult * Double(size) / 1_000, count: 4) }
        let rounds = sizes.map { size in [time(0.1, 1, size), time(0.1005, 1.005, size), time(0.3, 3, size)] }
        let fits = ScalingFits(sizes: sizes, rounds: rounds, baseline: 0, band: .standard)
        let slow = try #require(fits.fits[2])
        #expect(abs(slow.fixedMilliseconds.value - 0.3) < 1e-9 && abs(slow.microsecondsPerResult.value - 3) < 1e-9)
        #expect(fits.fixedAboveBaseline[0] == nil)
        #expect(fits.perResultAboveBaseline[1]?.verdict == .same)
        #expect(fits.fixedAboveBaseline[1]?.verdict == .same)
        let perResult = try #require(fits.perResultAboveBaseline[2])
        #expect(perResult.verdict == .slower)
        #expect(abs(perResult.estimate.value - 2) < 1e-9 && abs(perResult.estimate.low - 2) < 1e-9)
        #expect(fits.fixedAboveBaseline[2]?.verdict == .slower)
    }
}
