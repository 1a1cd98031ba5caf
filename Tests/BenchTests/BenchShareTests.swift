import ArchitectureKit
@testable import Bench
import Foundation
import Harness
import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

/// Rounds shared out over processes and pooled: what each process is handed, and what comes
/// of a process that dies. The "other process" here is this one, reached through the share's
/// JSON as a real process would be; the real process is `workbench bench-share`.
@MainActor
struct BenchShareTests {
    /// MVC and the baseline: two architectures are enough to pool ratios.
    private let architectures = ArchitectureRegistry.all.filter { ["mvc", "direct"].contains($0.id) }

    /// An operation small enough to time in a test, ten results shown, in a file of its own
    /// (another process reads it from there), and the folder to remove.
    private func showTen() throws -> (Scenario, ScenarioFolder) {
        let folder = try ScenarioFolder(["show-ten.scenario": showTenResultsScenario])
        return (try ScenarioLibrary.load(file: folder.file("show-ten.scenario")).result.get(), folder)
    }

    /// Exactly `rounds` rounds over `processes` processes, no warm-ups, a sweep of ten results.
    private func configuration(rounds: Int, processes: Int) -> BenchConfiguration {
        var configuration = BenchConfiguration()
        configuration.iterations = rounds
        configuration.untilPrecise = nil
        configuration.warmups = 0
        configuration.processes = processes
        configuration.sizes = [10]
        configuration.shortestSampleMilliseconds = 0
        return configuration
    }

    /// Every summary is of the pooled rounds that count (``QuietRounds``): the same ones for
    /// every architecture, at least the fastest, at most all `rounds`.
    private static func expectSummariesOfTheQuietRounds(of result: BenchResult, rounds: Int) {
        let operation = result.operations.first
        let quiet = operation?.quietRounds ?? 0
        #expect((1...rounds).contains(quiet))
        #expect(operation?.timings.map(\.milliseconds.count) == [quiet, quiet])
        #expect(result.scalingProblem == nil)
        let sweep = result.scaling.map { $0.milliseconds.map(\.count) }
        #expect(sweep.count == 2 && sweep[0] == sweep[1] && sweep[0].count == 1 && (1...rounds).contains(sweep[0][0]))
    }

    @Test func eachProcessIsHandedTheRoundsBeforeItAndThePoolHasEveryRound() throws {
        let (showTen, folder) = try showTen()
        defer { folder.remove() }
        let benchmark = Benchmark(architectures: architectures, configuration: configuration(rounds: 5, processes: 3))
        var handed: [BenchShare] = []
        let result = benchmark.run(operations: [showTen], fixtures: FixtureStore()) { share in
            let sent = try! JSONDecoder().decode(BenchShare.self, from: JSONEncoder().encode(share))
            handed.append(sent)
            let answer = benchmark.time(sent, fixtures: FixtureStore())
            return .answered(try! JSONDecoder().decode(ShareAnswer.self, from: JSONEncoder().encode(answer)))
        }

        // Each share is two processes, the suite's and then the sweep's, so no size of the sweep
        // runs after the suite.
        #expect(handed.map(\.index) == [0, 0, 1, 1, 2, 2])
        let suites = handed.filter { !$0.suite.isEmpty }, sweeps = handed.filter { !$0.sweep.isEmpty }
        #expect(suites.allSatisfy(\.sweep.isEmpty) && sweeps.allSatisfy(\.suite.isEmpty))
        #expect(suites.map(\.index) == [0, 1, 2] && sweeps.map(\.index) == [0, 1, 2])
        // 5 rounds over 3 processes: 2, 2 and 1; each is handed the rounds of those before it.
        #expect(suites.map { $0.suite.map { $0.earlier.map(\.count) } } == [[[0, 0]], [[2, 2]], [[4, 4]]])
        #expect(sweeps.map { $0.sweep.map { $0.earlier.map(\.count) } } == [[[0, 0]], [[2, 2]], [[4, 4]]])
        #expect(sweeps.map { $0.sweep.map(\.source) } == Array(repeating: [.sweep(size: 10)], count: 3))
        #expect(suites.allSatisfy { $0.suite.map(\.source) == [.file(showTen.file)] })
        #expect(handed.map(\.architectureIDs) == Array(repeating: ["mvc", "direct"], count: 6))
        let operation = try #require(result.operations.first)
        #expect(operation.problem == nil)
        #expect(operation.rounds == 5)
        Self.expectSummariesOfTheQuietRounds(of: result, rounds: 5)
    }

    @Test func sharesRunInThisProcessPoolTheSameRounds() throws {
        let (showTen, folder) = try showTen()
        defer { folder.remove() }
        let result = Benchmark(architectures: architectures, configuration: configuration(rounds: 5, processes: 3))
            .run(operations: [showTen], fixtures: FixtureStore())

        #expect(result.operations.map(\.rounds) == [5])
        Self.expectSummariesOfTheQuietRounds(of: result, rounds: 5)
    }

    @Test func aProcessThatDiesLeavesEveryOperationUntimedAndSaysHow() throws {
        let (showTen, folder) = try showTen()
        defer { folder.remove() }
        let benchmark = Benchmark(architectures: architectures, configuration: configuration(rounds: 4, processes: 2))
        var calls = 0
        let result = benchmark.run(operations: [showTen], fixtures: FixtureStore()) { _ in
            calls += 1
            return .ended(.signal(11))
        }

        #expect(result.operations.map(\.problem) == [.timingProcessEnded(.signal(11))])
        #expect(result.operations.first?.timings == [])
        #expect(result.scalingProblem == ScalingProblem(size: 10, problem: .timingProcessEnded(.signal(11))))
        #expect(!result.allChecksPassed)
        // The suite's and the sweep's first processes; then nothing was left to time.
        #expect(calls == 2)
    }
}

/// Which answers answer a share: anything else, from a process that went wrong, is no answer.
struct ShareAnswerFitTests {
    private let share = BenchShare(
        architectureIDs: ["mvc", "direct"], configuration: BenchConfiguration(), index: 0,
        suite: [SharedOperation(source: .file("a.scenario"), label: "a", repeats: 1, finalSnapshots: ["", ""], earlier: [[], []])],
        sweep: [SharedOperation(source: .sweep(size: 10), label: "10", repeats: 1, finalSnapshots: ["", ""], earlier: [[], []])])

    private func answer(suite: [[Double]], sweep: [[Double]] = [[1], [1]]) -> ShareAnswer {
        ShareAnswer(suite: [SharedRounds(samples: suite, problem: nil)], sweep: [SharedRounds(samples: sweep, problem: nil)])
    }

    @Test func roundsOfEveryArchitectureForEveryOperationAnswer() {
        #expect(answer(suite: [[2, 2], [1, 1]]).answers(share))
        // A problem needs no rounds.
        #expect(ShareAnswer(suite: [SharedRounds(samples: [], problem: .failedCheck)], sweep: [SharedRounds(samples: [[1], [1]], problem: nil)])
            .answers(share))
    }

    @Test func missingRoundsOrOperationsDoNot() {
        #expect(!answer(suite: [[], []]).answers(share), "no rounds")
        #expect(!answer(suite: [[2, 2], [1]]).answers(share), "fewer rounds of one architecture")
        #expect(!answer(suite: [[2]]).answers(share), "one architecture missing")
        #expect(!ShareAnswer(suite: [], sweep: [SharedRounds(samples: [[1], [1]], problem: nil)]).answers(share), "an operation missing")
        #expect(!answer(suite: [[2], [1]], sweep: [[1], []]).answers(share), "a size without rounds")
    }
}
