@testable import Bench
import Testing

struct RatioHalvesTests {
    @Test func eachHalfIsTheMedianOfItsRoundsInTheOrderTheyRan() throws {
        let halves = try #require(RatioHalves(ratios: [1.0, 1.2, 1.1, 2.0, 2.2, 2.1]))
        #expect(halves.first == 1.1)
        #expect(halves.second == 2.1)
    }

    @Test func theMiddleRoundOfAnOddCountIsInNeitherHalf() throws {
        let halves = try #require(RatioHalves(ratios: [1.0, 9.0, 3.0]))
        #expect(halves.first == 1.0)
        #expect(halves.second == 3.0)
    }

    @Test func oneRoundHasNoHalves() {
        #expect(RatioHalves(ratios: [1.5]) == nil)
        #expect(RatioHalves(ratios: []) == nil)
    }

    @Test func theGapIsTheDifferenceOverTheMeanOfTheHalves() throws {
        // |1.05 − 0.95| / 1.0
        let halves = try #require(RatioHalves(ratios: [1.05, 0.95]))
        #expect(abs(halves.gap - 0.1) < 1e-12)
        #expect(try #require(RatioHalves(ratios: [2, 2])).gap == 0)
    }
}
