@testable import Bench
import Testing

/// How the operations' turns are shared out: how many rounds a visit runs and when an
/// operation wants no more.
struct OperationRoundsTests {
    /// The default: at least 40 rounds, at most 200, 20 s of processor time, ±1%.
    private let byDefault = BenchConfiguration()

    /// Exactly `rounds` rounds, as `--iterations` asks.
    private func exactly(_ rounds: Int) -> BenchConfiguration {
        var configuration = BenchConfiguration()
        configuration.iterations = rounds
        configuration.untilPrecise = nil
        return configuration
    }

    @Test func aVisitRunsTenRoundsUntilTheMostAreReached() {
        #expect(OperationRounds.roundsOfNextVisit(after: 0, configuration: byDefault) == 10)
        #expect(OperationRounds.roundsOfNextVisit(after: 40, configuration: byDefault) == 10)
        // 195 of at most 200: the last visit runs the 5 left.
        #expect(OperationRounds.roundsOfNextVisit(after: 195, configuration: byDefault) == 5)
        #expect(OperationRounds.roundsOfNextVisit(after: 200, configuration: byDefault) == 0)
    }

    @Test func aVisitStopsAtTheFewestRoundsSoThatTheyAreLookedAtThere() {
        var configuration = byDefault
        configuration.iterations = 45
        // 40 done, 45 the fewest: 5 rounds, then the intervals are looked at.
        #expect(OperationRounds.roundsOfNextVisit(after: 40, configuration: configuration) == 5)
        #expect(OperationRounds.roundsOfNextVisit(after: 45, configuration: configuration) == 10)
    }

    @Test func aVisitRunsTheBatchOfRoundsThePrecisionAsksFor() {
        var configuration = byDefault
        configuration.untilPrecise?.batch = 4
        #expect(OperationRounds.roundsOfNextVisit(after: 0, configuration: configuration) == 4)
        #expect(OperationRounds.roundsOfNextVisit(after: 40, configuration: configuration) == 4)
    }

    @Test func anExactCountIsSharedOutTenAtATime() {
        // 25 rounds: visits of 10, 10 and 5.
        #expect(OperationRounds.roundsOfNextVisit(after: 0, configuration: exactly(25)) == 10)
        #expect(OperationRounds.roundsOfNextVisit(after: 20, configuration: exactly(25)) == 5)
        #expect(OperationRounds.roundsOfNextVisit(after: 25, configuration: exactly(25)) == 0)
        #expect(OperationRounds.roundsOfNextVisit(after: 0, configuration: exactly(3)) == 3)
    }

    @Test func preciseRatiosEndAnOperationOnlyOnceItHasTheFewestRounds() {
        let precise = { (_: Double) in true }
        #expect(!OperationRounds.isFinished(timed: 30, processorSeconds: 1, configuration: byDefault, ratiosArePrecise: precise))
        #expect(OperationRounds.isFinished(timed: 40, processorSeconds: 1, configuration: byDefault, ratiosArePrecise: precise))
    }

    @Test func impreciseRatiosGoOnUntilALimit() {
        let imprecise = { (_: Double) in false }
        #expect(!OperationRounds.isFinished(timed: 190, processorSeconds: 19.9, configuration: byDefault, ratiosArePrecise: imprecise))
        #expect(OperationRounds.isFinished(timed: 200, processorSeconds: 1, configuration: byDefault, ratiosArePrecise: imprecise))
        #expect(OperationRounds.isFinished(timed: 60, processorSeconds: 20, configuration: byDefault, ratiosArePrecise: imprecise))
    }

    @Test func thePrecisionAskedForIsTheConfigurations() {
        var asked: [Double] = []
        _ = OperationRounds.isFinished(timed: 40, processorSeconds: 1, configuration: byDefault) { asked.append($0); return false }
        #expect(asked == [0.01])
    }

    @Test func anExactCountEndsThereWithoutLookingAtTheRatios() {
        var looked = false
        #expect(OperationRounds.isFinished(timed: 25, processorSeconds: 1, configuration: exactly(25)) { _ in looked = true; return false })
        #expect(!OperationRounds.isFinished(timed: 24, processorSeconds: 1, configuration: exactly(25)) { _ in looked = true; return true })
        #expect(!looked)
    }
}
