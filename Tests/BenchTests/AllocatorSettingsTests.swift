@testable import Bench
import Testing

struct AllocatorSettingsTests {
    #if canImport(Glibc)
    @Test func glibcTakesThePinnedThresholds() {
        #expect(AllocatorSettings.glibcMallopt() != nil)
        #expect(AllocatorSettings.holdPolicyStill())
    }

    @Test func glibcTakesTheSettingThatMergesFreedBlocks() {
        #expect(AllocatorSettings.mergeFreedBlocks())
    }
    #endif
}
