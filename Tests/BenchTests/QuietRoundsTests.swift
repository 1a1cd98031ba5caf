@testable import Bench
import Testing

/// Which rounds count: those in which the baseline ran within ×1.3 of its fastest tenth.
struct QuietRoundsTests {
    @Test func roundsInWhichTheBaselineRanSlowerThanTheLimitDoNotCount() {
        // Ten rounds: the fastest tenth is the second fastest, 1.0 (index 10 / 10 = 1 of the
        // sorted times 0.9, 1.0, …); the limit is 1.3.
        let baseline = [1.0, 1.2, 2.0, 1.3, 0.9, 1.31, 1.1, 2.5, 1.0, 1.25]
        #expect(QuietRounds.kept(baseline: baseline) == [true, true, false, true, true, false, true, false, true, true])
    }

    @Test func everyArchitectureKeepsTheSameRounds() {
        let samples = [[3.0, 9.0, 3.1, 3.0], [1.0, 2.0, 1.0, 1.1]]
        // Four rounds: the fastest tenth is the fastest, 1.0; the round at 2.0 is left out.
        #expect(QuietRounds.filter(samples, baseline: 1) == [[3.0, 3.1, 3.0], [1.0, 1.0, 1.1]])
    }

    @Test func aSteadyMachineKeepsEveryRound() {
        let baseline = (0..<40).map { 1 + Double($0 % 5) / 100 }
        #expect(QuietRounds.kept(baseline: baseline).allSatisfy { $0 })
        #expect(QuietRounds.kept(baseline: []) == [])
    }

    @Test func aSpellOfSlowRoundsMovesTheRatioNoMore() throws {
        // The architecture takes 3 in a usual round and 4 while the baseline takes 2 in a spell
        // (ratio 2 instead of 3): kept, the spell would pull the median ratio down.
        let usual = Array(repeating: (3.0, 1.0), count: 12)
        let spell = Array(repeating: (4.0, 2.0), count: 10)
        let rounds = usual + spell
        let kept = QuietRounds.filter([rounds.map(\.0), rounds.map(\.1)], baseline: 1)
        #expect(kept == [Array(repeating: 3, count: 12), Array(repeating: 1, count: 12)])
    }
}
