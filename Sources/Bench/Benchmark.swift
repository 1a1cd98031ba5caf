import ArchitectureKit
import Domain
import Harness
import ScenarioLanguage

/// Times the operations suite and the scaling sweep (SPEC §7).
///
/// Each operation is first run as an ordinary scenario on every architecture: it must pass
/// and agree, or it is not timed. Then, in one process, rounds run every architecture in
/// registry order (A B C D E A B C D E …); an operation's first rounds are warm-ups and are
/// dropped. A ratio to the baseline is taken within each round, so that a slower stretch of
/// the machine weighs on both sides of the ratio. The operations take turns, a few rounds at a
/// time (``OperationRounds``), and rounds are added until every ratio is as precise as the
/// configuration asks, within its limits (``BenchConfiguration/untilPrecise``).
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

    /// Checks and times every scenario of `operations`, taking turns (``OperationRounds``),
    /// then the sweep.
    ///
    /// - Parameter checked: Outcomes of these scenarios on these architectures that were
    ///   already run (by `compare`), so they need not run again.
    public func run(operations: [Scenario], fixtures: FixtureStore, checked: [ScenarioOutcome] = []) -> BenchResult {
        AllocatorSettings.holdPolicyStill()
        let prepared = operations.enumerated().map { position, scenario in
            prepare(scenario, fixtures: fixtures, label: "[\(position + 1)/\(operations.count)] \(scenario.file)",
                    checked: checked.first { $0.file == scenario.file })
        }
        let results = timeInTurns(prepared)
        let sweep = ScalingSweep(benchmark: self).run(sizes: configuration.sizes, fixtures: fixtures)
        return BenchResult(configuration: configuration, build: Self.build, operations: results,
                           sizes: configuration.sizes, scalingProblem: sweep.problem, scaling: sweep.rows)
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

    /// Checks and times one operation on its own.
    func timeOperation(_ scenario: Scenario, fixtures: FixtureStore, label: String) -> OperationResult {
        timeInTurns([prepare(scenario, fixtures: fixtures, label: label)])[0]
    }

    /// An operation ready to be timed, or the result of one that cannot be.
    enum Preparation {
        case ready(OperationRounds)
        case untimed(OperationResult)
    }

    /// Checks `scenario` on every architecture (unless `checked` already did) and readies it to
    /// be timed.
    func prepare(_ scenario: Scenario, fixtures: FixtureStore, label: String, checked: ScenarioOutcome? = nil) -> Preparation {
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
        return .ready(OperationRounds(
            scenario: scenario, prepared: prepared, label: label, finalSnapshots: outcome.runs.map(\.finalSnapshot),
            work: outcome.runs.map { $0.work(fromStep: measuredFrom) }, repeats: repeats,
            samples: Array(repeating: [], count: architectures.count)))
    }

    /// The result of an operation's rounds.
    func result(of rounds: OperationRounds) -> OperationResult {
        let scenario = rounds.scenario
        if let problem = rounds.problem {
            return OperationResult(file: scenario.file, name: scenario.name, problem: problem, timings: [])
        }
        var result = OperationResult(file: scenario.file, name: scenario.name, problem: nil,
                                     timings: summarize(rounds.samples, work: rounds.work))
        result.rounds = rounds.timedRounds
        result.converged = configuration.untilPrecise.map { ratiosArePrecise(rounds.samples, within: $0.halfWidth) }
        return result
    }

    func ratiosArePrecise(_ samples: [[Double]], within halfWidth: Double) -> Bool {
        Self.ratiosArePrecise(samples, baseline: architectures.firstIndex(where: \.isBaseline)!, within: halfWidth)
    }

    /// Whether every architecture's per-round ratio to the baseline's time (`samples[baseline]`)
    /// has its 95% interval within `halfWidth` of its median on both sides.
    nonisolated static func ratiosArePrecise(_ samples: [[Double]], baseline: Int, within halfWidth: Double) -> Bool {
        samples.indices.allSatisfy { index in
            guard index != baseline, !samples[index].isEmpty else { return true }
            let ratios = SampleSummary(zip(samples[index], samples[baseline]).map { $1 > 0 ? $0 / $1 : 0 })
            return ratios.high - ratios.median <= halfWidth * ratios.median && ratios.median - ratios.low <= halfWidth * ratios.median
        }
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

    func summarize(_ samples: [[Double]], work: [WorkCounts]) -> [ArchitectureTiming] {
        let baseline = architectures.firstIndex(where: \.isBaseline)!
        return architectures.enumerated().map { index, architecture in
            let ratios = architecture.isBaseline ? nil : zip(samples[index], samples[baseline]).map { $1 > 0 ? $0 / $1 : 0 }
            return ArchitectureTiming(architectureID: architecture.id, displayName: architecture.displayName,
                                      isBaseline: architecture.isBaseline, milliseconds: SampleSummary(samples[index]),
                                      ratioToBaseline: ratios.map(SampleSummary.init), work: work[index],
                                      ratioHalves: ratios.flatMap(RatioHalves.init))
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
