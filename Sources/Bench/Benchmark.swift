import ArchitectureKit
import Domain
import Harness
import ScenarioLanguage

/// Times the operations suite and the scaling sweep (SPEC §7).
///
/// Each operation is first run as an ordinary scenario on every architecture: it must pass
/// and agree, or it is not timed. Then rounds run every architecture in registry order
/// (A B C D E A B C D E …); an operation's first rounds are warm-ups and are dropped. A ratio
/// to the baseline is taken within each round, so that a slower stretch of the machine weighs
/// on both sides of the ratio. The operations take turns, a few rounds at a time
/// (``OperationRounds``), and rounds are added until every ratio is as precise as the
/// configuration asks, within its limits (``BenchConfiguration/untilPrecise``). The rounds are
/// shared out over several processes, one after another (``BenchShare``), and pooled.
@MainActor
public struct Benchmark {
    let architectures: [any Architecture]
    let configuration: BenchConfiguration
    /// Told what is being timed, for progress on a terminal.
    let progress: (String) -> Void

    /// - Parameter architectures: The architectures to time; one of them must be the baseline.
    public init(architectures: [any Architecture], configuration: BenchConfiguration, progress: @escaping (String) -> Void = { _ in }) {
        precondition(architectures.contains(where: \.isBaseline), "a benchmark needs the baseline to compute ratios")
        self.architectures = architectures
        self.configuration = configuration
        self.progress = progress
    }

    /// Checks every scenario of `operations` and every size of the sweep, then times them,
    /// a share of the rounds at a time (``BenchConfiguration/shareCount``).
    ///
    /// - Parameters:
    ///   - checked: Outcomes of these scenarios on these architectures that were already run
    ///     (by `compare`), so they need not run again.
    ///   - otherProcess: Runs each share in a process of its own; without it, every share runs
    ///     in this process.
    public func run(operations: [Scenario], fixtures: FixtureStore, checked: [ScenarioOutcome] = [],
                    otherProcess: ShareRunner? = nil) -> BenchResult {
        AllocatorSettings.holdPolicyStill()
        var suite = operations.enumerated().map { position, scenario in
            prepare(scenario, fixtures: fixtures, label: "[\(position + 1)/\(operations.count)] \(scenario.file)",
                    checked: checked.first { $0.file == scenario.file })
        }
        let sweep = ScalingSweep(benchmark: self)
        var sizes = sweep.prepare(sizes: configuration.sizes, fixtures: fixtures)
        for index in 0..<configuration.shareCount {
            timeShare(index, suite: &suite, sweep: &sizes.preparations, otherProcess: otherProcess)
        }
        let (rows, scalingProblem) = sizes.problem.map { ([], $0) }
            ?? sweep.rows(sizes: configuration.sizes, results: sizes.preparations.map(result))
        let sweepSpent = sizes.preparations.compactMap(\.readyRounds).map(\.spent)
        let decided = TimingDifferences.decide(suite.map(result), band: configuration.band)
        var result = BenchResult(configuration: configuration, build: Self.build, operations: decided.operations,
                                 sizes: configuration.sizes, scalingProblem: scalingProblem, scaling: rows)
        result.scores = decided.scores
        result.scorePairs = decided.pairs
        result.sweepTimeSpent = sweepSpent.isEmpty ? nil : sweepSpent.reduce(TimeSpent(), +)
        return result
    }

    /// Times the share at `index` of every operation still ready, here or in another process,
    /// and pools its rounds with the earlier shares'.
    private func timeShare(_ index: Int, suite: inout [Preparation], sweep: inout [Preparation], otherProcess: ShareRunner?) {
        let count = configuration.shareCount
        let whichProcess = count > 1 ? " (process \(index + 1)/\(count))" : ""
        guard let otherProcess else {
            let share = configuration.share(index)
            Preparation.withReadyRounds(&suite) { timeInTurns(&$0, configuration: share) }
            Preparation.withReadyRounds(&sweep) { timeOneByOne(&$0, configuration: share) }
            return
        }
        // The suite and the sweep each have a process of their own, so that no size of the
        // sweep runs after the suite's operations, in a heap they shaped.
        timeInOtherProcess(&suite, isSweep: false, index: index, labelled: whichProcess, otherProcess)
        timeInOtherProcess(&sweep, isSweep: true, index: index, labelled: whichProcess, otherProcess)
    }

    /// Hands the share at `index` of `operations`, the suite's or the sweep's, to a process of
    /// its own, and pools what it answers.
    private func timeInOtherProcess(_ operations: inout [Preparation], isSweep: Bool, index: Int, labelled process: String,
                                    _ otherProcess: ShareRunner) {
        let shared = Preparation.shared(operations, labelled: process)
        guard !shared.isEmpty else { return }
        let job = BenchShare(architectureIDs: architectures.map(\.id), configuration: configuration, index: index,
                             suite: isSweep ? [] : shared, sweep: isSweep ? shared : [])
        switch otherProcess(job) {
        case let .answered(answer): Preparation.pool(isSweep ? answer.sweep : answer.suite, into: &operations)
        case let .ended(end): Preparation.fail(&operations, with: .timingProcessEnded(end))
        }
    }

    /// The build configuration of this process.
    public static var build: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    // MARK: - One operation

    /// An operation ready to be timed, with the work its checked run counted, or the result of
    /// one that cannot be.
    enum Preparation {
        case ready(OperationRounds, work: [WorkCounts])
        case untimed(OperationResult)
    }

    /// Checks `scenario` on every architecture (unless `checked` already did) and readies it to
    /// be timed.
    func prepare(_ scenario: Scenario, fixtures: FixtureStore, source: SharedOperation.Source? = nil, label: String,
                 checked: ScenarioOutcome? = nil) -> Preparation {
        let failed = { (problem: OperationProblem) in
            Preparation.untimed(OperationResult(file: scenario.file, name: scenario.name, problem: problem, timings: []))
        }
        progress("\(label): checking")
        let ids = architectures.map(\.id)
        let outcome = checked.flatMap { $0.runs.map(\.architectureID) == ids ? $0 : nil }
            ?? Comparison.compare(scenario, architectures: architectures, fixtures: fixtures)
        guard outcome.allPass else {
            return failed(.failedCheck)
        }
        guard let measuredFrom = scenario.measuredFrom else { return failed(.noMeasureStatement) }
        let prepared: PreparedScenario
        do {
            prepared = try ScenarioRunner.prepare(scenario, fixtures: fixtures)
        } catch {
            return failed(.unreadable(diagnostic: error))
        }
        let repeats: Int
        do {
            repeats = try repeatsPerSample(prepared)
        } catch {
            return failed(error)
        }
        let sharesWorld = architectures.allSatisfy { World.leavesItAsFound(prepared, on: $0) }
        let rounds = OperationRounds(source: source ?? .file(scenario.file), scenario: scenario, prepared: prepared, label: label, finalSnapshots: outcome.runs.map(\.finalSnapshot),
                                     repeats: repeats, sharesWorld: sharesWorld, earlier: Array(repeating: [], count: architectures.count))
        return .ready(rounds, work: outcome.runs.map { $0.work(fromStep: measuredFrom) })
    }

    /// The result of an operation: its pooled rounds summarised, or why it was not timed.
    func result(of preparation: Preparation) -> OperationResult {
        switch preparation {
        case let .untimed(result):
            return result
        case let .ready(rounds, work):
            let scenario = rounds.scenario
            if let problem = rounds.problem {
                return OperationResult(file: scenario.file, name: scenario.name, problem: problem, timings: [])
            }
            let baseline = architectures.firstIndex(where: \.isBaseline)!
            let quiet = QuietRounds.filter(rounds.pooled, baseline: baseline)
            var result = OperationResult(file: scenario.file, name: scenario.name, problem: nil, timings: summarize(quiet, work: work))
            result.rounds = rounds.pooled.first?.count ?? 0
            result.quietRounds = quiet.first?.count ?? 0
            result.timeSpent = rounds.spent
            result.sharedWorld = rounds.sharesWorld
            result.converged = configuration.untilPrecise.map {
                Self.ratiosArePrecise(quiet, baseline: baseline, within: $0.halfWidth)
            }
            return result
        }
    }

    /// Whether the ratios of the rounds that count (``QuietRounds``) are precise.
    func ratiosArePrecise(_ samples: [[Double]], within halfWidth: Double) -> Bool {
        let baseline = architectures.firstIndex(where: \.isBaseline)!
        return Self.ratiosArePrecise(QuietRounds.filter(samples, baseline: baseline), baseline: baseline, within: halfWidth)
    }

    /// Whether every architecture's per-round ratio to the baseline's time (`samples[baseline]`)
    /// has its 95% interval within `halfWidth` of its median on both sides.
    nonisolated static func ratiosArePrecise(_ samples: [[Double]], baseline: Int, within halfWidth: Double) -> Bool {
        samples.indices.allSatisfy { index in
            guard index != baseline, !samples[index].isEmpty else { return true }
            let ratios = SampleSummary(perRoundRatios(samples[index], to: samples[baseline]))
            return ratios.high - ratios.median <= halfWidth * ratios.median && ratios.median - ratios.low <= halfWidth * ratios.median
        }
    }

    /// Each round's time over the baseline's in the same round (0 where the baseline took none).
    nonisolated static func perRoundRatios(_ rounds: [Double], to baseline: [Double]) -> [Double] {
        zip(rounds, baseline).map { $1 > 0 ? $0 / $1 : 0 }
    }

    /// How many runs make one sample: enough for the baseline to take the configuration's
    /// shortest sample.
    /// Every architecture gets the same number, so the ratios compare like with like.
    private func repeatsPerSample(_ prepared: PreparedScenario) throws(OperationProblem) -> Int {
        let baseline = architectures.first(where: \.isBaseline)!
        _ = try OperationTimer.time(prepared, on: baseline)
        let once = try OperationTimer.time(prepared, on: baseline).elapsed
        let shortest = Duration.microseconds(Int64(configuration.shortestSampleMilliseconds * 1_000))
        guard once > .zero, once < shortest else { return 1 }
        return min(1_000, Int((shortest / once).rounded(.up)))
    }

    /// Each architecture's times and ratios over `samples`, the rounds that count.
    func summarize(_ samples: [[Double]], work: [WorkCounts]) -> [ArchitectureTiming] {
        let baseline = architectures.firstIndex(where: \.isBaseline)!
        return architectures.enumerated().map { index, architecture in
            let ratios = architecture.isBaseline ? nil : Self.perRoundRatios(samples[index], to: samples[baseline])
            return ArchitectureTiming(architectureID: architecture.id, displayName: architecture.displayName,
                                      isBaseline: architecture.isBaseline, milliseconds: SampleSummary(samples[index]),
                                      ratioToBaseline: ratios.map(SampleSummary.init), work: work[index],
                                      ratioHalves: ratios.flatMap(RatioHalves.init), rounds: samples[index])
        }
    }
}

extension ArchitectureRun {
    /// The work of the scenario's steps from `stepOffset` on (the measured steps of an
    /// operation): record 0 is the launch, so step `n` is record `n + 1`.
    func work(fromStep stepOffset: Int) -> WorkCounts {
        WorkCounts.total(steps.filter { $0.index > stepOffset }.map(\.work))
    }
}

extension Duration {
    /// The duration in milliseconds, with fractions.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
