import ArchitectureKit
import Diagnostics
import Domain
import ScenarioLanguage

/// Runs scenarios on architectures and compares them step by step (SPEC §5).
@MainActor
public enum Comparison {
    /// Runs one scenario on every architecture and compares the runs.
    ///
    /// The runs are compared by digest. Where they differ, the texts at that step are needed
    /// to show the difference; if the runs did not keep them, they are run again keeping that
    /// step's text too: runs are deterministic, so the second runs are the first ones again.
    ///
    /// - Parameters:
    ///   - retention: Which snapshot texts the runs keep, for a report to show.
    ///   - onStep: Called as each step of each run begins (see ``ScenarioRunner/run(_:on:keeping:sharing:onStep:)``).
    public static func compare(_ scenario: Scenario, architectures: [any Architecture], fixtures: FixtureStore,
                               keeping retention: SnapshotRetention = .lastStep,
                               onStep: ((_ architectureID: String, _ stepIndex: Int) -> Void)? = nil) -> ScenarioOutcome {
        let prepared: PreparedScenario
        do {
            prepared = try ScenarioRunner.prepare(scenario, fixtures: fixtures)
        } catch {
            return unreadable(file: scenario.file, name: scenario.name, tags: scenario.tags, error, architectures: architectures)
        }
        var runs = run(prepared, on: architectures, keeping: retention, onStep: onStep)
        if let step = firstDivergentStep(runs), runs.contains(where: { step < $0.steps.count && $0.snapshot(at: step) == nil }) {
            runs = run(prepared, on: architectures, keeping: .step(step), onStep: onStep)
        }
        return judge(scenario, runs: runs)
    }

    /// The outcome of a file that could not be read or parsed.
    public static func unreadable(file: String, name: String?, tags: [String] = [], _ error: SourceDiagnostic, architectures: [any Architecture]) -> ScenarioOutcome {
        ScenarioOutcome(file: file, name: name ?? "", tags: tags, runs: [], divergence: nil, scenarioError: error,
                        verdicts: Dictionary(uniqueKeysWithValues: architectures.map { ($0.id, .error) }))
    }

    /// Compares finished runs of one scenario. A run that crashed is a crash, and the others are
    /// compared without it: it has no snapshots to compare.
    ///
    /// A step a run could not carry out (a tap on a row that is not there) fails that run at
    /// that step, even when every run fails it alike: the file was read, so it is not unreadable.
    public static func judge(_ scenario: Scenario, runs: [ArchitectureRun]) -> ScenarioOutcome {
        let finished = runs.filter { !$0.crashed }
        let divergence = firstDivergence(finished)
        let majority = Set(divergence?.sides.first?.architectureIDs ?? finished.map(\.architectureID))
        var verdicts: [String: ScenarioOutcome.Verdict] = [:]
        for run in runs {
            verdicts[run.architectureID] = run.crashed ? .crash
                : !majority.contains(run.architectureID) ? .diverged : run.failures.isEmpty ? .pass : .fail
        }
        return ScenarioOutcome(file: scenario.file, name: scenario.name, tags: scenario.tags, runs: runs,
                               divergence: divergence, scenarioError: nil, verdicts: verdicts)
    }

    // MARK: - Private

    /// Runs `prepared` on each architecture in turn. Each run starts from the texts the runs
    /// before it kept, so runs that agree hold one copy of each screen, in one table.
    private static func run(_ prepared: PreparedScenario, on architectures: [any Architecture], keeping retention: SnapshotRetention,
                            onStep: ((_ architectureID: String, _ stepIndex: Int) -> Void)?) -> [ArchitectureRun] {
        var shared: [SnapshotDigest: String] = [:]
        return architectures.map { architecture in
            let run = ScenarioRunner.run(prepared, on: architecture, keeping: retention, sharing: shared, onStep: onStep)
            shared = run.snapshotTexts
            return run
        }
    }

    /// The index of the first step at which the runs' snapshots differ, or at which some run
    /// had stopped and another had not.
    private static func firstDivergentStep(_ runs: [ArchitectureRun]) -> Int? {
        guard runs.count > 1 else { return nil }
        let longest = runs.map(\.steps.count).max() ?? 0
        return (0..<longest).first { index in
            let digests = runs.map { index < $0.steps.count ? $0.steps[index].snapshotDigest : nil }
            return digests.contains { $0 != digests[0] }
        }
    }

    /// The first divergence, its snapshots taken from the texts the runs kept at that step.
    private static func firstDivergence(_ runs: [ArchitectureRun]) -> Divergence? {
        guard let index = firstDivergentStep(runs) else { return nil }
        var sides: [(digest: SnapshotDigest?, snapshot: String?, ids: [String])] = []
        for run in runs {
            let digest = index < run.steps.count ? run.steps[index].snapshotDigest : nil
            if let position = sides.firstIndex(where: { $0.digest == digest }) {
                sides[position].ids.append(run.architectureID)
            } else {
                sides.append((digest, run.snapshot(at: index), [run.architectureID]))
            }
        }
        // The largest group first; a stable sort keeps the given order among equals.
        let ordered = sides.enumerated().sorted { ($1.element.ids.count, $0.offset) < ($0.element.ids.count, $1.offset) }.map(\.element)
        let step = runs.first { index < $0.steps.count }!.steps[index]
        let reference = ordered[0]
        let diffs = ordered.dropFirst().map { side in
            TextDiff.unified(reference.snapshot ?? "(the run had stopped)\n", side.snapshot ?? "(the run had stopped)\n",
                             leftName: reference.ids.joined(separator: ", "), rightName: side.ids.joined(separator: ", "))
        }
        return Divergence(stepIndex: index, location: step.location, statement: step.statement,
                          sides: ordered.map { Divergence.Side(architectureIDs: $0.ids, snapshot: $0.snapshot) }, diffs: diffs)
    }
}
