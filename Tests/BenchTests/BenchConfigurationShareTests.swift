@testable import Bench
import Testing

/// How the rounds are shared out over processes: each process's fewest and most rounds and
/// its processor time.
struct BenchConfigurationShareTests {
    /// Exactly `rounds` rounds over `processes` processes, as `--iterations` and `--processes` ask.
    private func exactly(_ rounds: Int, over processes: Int?) -> BenchConfiguration {
        var configuration = BenchConfiguration()
        configuration.iterations = rounds
        configuration.untilPrecise = nil
        configuration.processes = processes
        return configuration
    }

    @Test func eachOfEightProcessesHasAnEighthOfEveryLimitRoundedUp() throws {
        let configuration = BenchConfiguration()
        #expect(configuration.shareCount == 8)
        let share = configuration.share(3)
        // 40 / 8 = 5 at least; 200 / 8 = 25 at most; 20 s / 8 = 2.5 s.
        #expect(share.iterations == 5)
        let precision = try #require(share.untilPrecise)
        #expect(precision.maxIterations == 25)
        #expect(precision.maxSeconds == 2.5)
        #expect(precision.batch == 10)
        #expect(precision.halfWidth == 0.01)
        #expect(share.warmups == 2)
        #expect(share.processes == nil)
    }

    @Test func limitsThatDoNotDivideAreRoundedUpSoEveryProcessRunsSomeRounds() throws {
        var configuration = BenchConfiguration()
        configuration.processes = 3
        configuration.iterations = 10
        let share = configuration.share(0)
        // 10 / 3 and 200 / 3, rounded up.
        #expect(share.iterations == 4)
        #expect(try #require(share.untilPrecise).maxIterations == 67)
    }

    @Test func anExactCountIsDividedSoThatTheSharesAddUpToIt() {
        let configuration = exactly(25, over: 8)
        let shares = (0..<configuration.shareCount).map { configuration.share($0).iterations }
        #expect(shares == [4, 3, 3, 3, 3, 3, 3, 3])
    }

    @Test func fewerRoundsThanProcessesNeedOnlyAsManyProcesses() {
        let configuration = exactly(3, over: 8)
        #expect(configuration.shareCount == 3)
        #expect((0..<3).map { configuration.share($0).iterations } == [1, 1, 1])
    }

    @Test func oneProcessHasTheWholeRun() {
        for processes in [nil, 1] {
            var configuration = BenchConfiguration()
            configuration.processes = processes
            #expect(configuration.shareCount == 1)
            var whole = configuration
            whole.processes = nil
            #expect(configuration.share(0) == whole)
        }
    }
}
