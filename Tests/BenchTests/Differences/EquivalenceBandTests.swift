@testable import Bench
import Testing

@Suite struct EquivalenceBandTests {
    @Test func theBandIsSymmetricOnTheRatiosLogarithmicScale() {
        let band = EquivalenceBand(relative: 0.03)
        #expect(band.contains(1.03))
        #expect(!band.contains(1.031))
        // 1 / 1.03 = 0.97087…: 0.971 is inside, 0.97 is not.
        #expect(band.contains(0.971))
        #expect(!band.contains(0.97))
    }

    @Test func anIntervalIsExcludedOnlyWhenItLiesWhollyBeyondOneEdge() {
        let band = EquivalenceBand(relative: 0.03)
        #expect(band.excludes(low: 1.05, high: 1.2))
        #expect(band.excludes(low: 0.5, high: 0.96))
        #expect(!band.excludes(low: 1.02, high: 1.2))
        #expect(!band.excludes(low: 0.9, high: 1.1))
    }
}
