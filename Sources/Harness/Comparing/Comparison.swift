import ArchitectureKit
import Diagnostics
import Domain
import ScenarioLanguage

/// Runs scenarios on architectures and compares them step by step (SPEC §5).
@MainActor
public enum Comparison {
    /// Runs one scenario on every architecture and compares the runs.
    ///
    /// - Parameter onStep: Called as each step of each run begins (see ``ScenarioRunner/run(_:on:onStep:)``).
    public static func compare(_ scenario: Scenario, architectures: [any Architecture], fixtures: FixtureStore,
                               onStep: ((_ architectureID: String, _ stepIndex: Int) -> Void)? = nil) -> ScenarioOutcome {
        let prepared: PreparedScenario
        do {
            prepared = try ScenarioRunner.prepare(scenario, fixtures: fixtures)
        } catch {
            return unreadable(file: scenario.file, name: scenario.name, tags: scenario.tags, error, architectures: architectures)
        }
        let runs = architectures.map { ScenarioRunner.run(prepared, on: $0, onStep: onStep) }
        return judge(scenario, runs: runs)
    }

    /// The outcome of a file that could not be read or parsed.
    public static func unreadable(file: String, name: String?, tags: [String] = [], _ error: SourceDiagnostic, architectures: [any Architecture]) -> ScenarioOutcome {
        ScenarioOutcome(file: file, name: name ?? "", tags: tags, runs: [], divergence: nil, scenarioError: error,
                        verdicts: Dictionary(uniqueKeysWithValues: architectures.map { ($0.id, .error) }))
    }

    /// Compares finished runs of one scenario. A run that crashed fails, and the others are
    /// compared without it: it has no snapshots to compare.
    public static func judge(_ scenario: Scenario, runs: [ArchitectureRun]) -> ScenarioOutcome {
        if let error = sharedDriverError(scenario, runs: runs) {
            return ScenarioOutcome(file: scenario.file, name: scenario.name, tags: scenario.tags, runs: runs, divergence: nil,
                                   scenarioError: error, verdicts: Dictionary(uniqueKeysWithValues: runs.map { ($0.architectureID, .error) }))
        }
        let finished = runs.filter { !$0.crashed }
        let divergence = firstDivergence(finished)
        let majority = Set(divergence?.sides.first?.architectureIDs ?? finished.map(\.architectureID))
        var verdicts: [String: ScenarioOutcome.Verdict] = [:]
        for run in runs {
            verdicts[run.architectureID] = run.crashed ? .fail
                : !majority.contains(run.architectureID) ? .diverged : run.failures.isEmpty ? .pass : .fail
        }
        return ScenarioOutcome(file: scenario.file, name: scenario.name, tags: scenario.tags, runs: runs,
                               divergence: divergence, scenarioError: nil, verdicts: verdicts)
    }

    // MARK: - Private

    /// A step that every architecture failed to perform with the same driver error is the
    /// scenario's fault (a misspelt element, a row that is never visible), not theirs.
    private static func sharedDriverError(_ scenario: Scenario, runs: [ArchitectureRun]) -> SourceDiagnostic? {
        let stops = runs.map { $0.stoppedEarly ? $0.steps.last?.failures.first { $0.kind == .driver } : nil }
        guard let first = stops.first, let stop = first,
              stops.allSatisfy({ $0 == stop }),
              runs.allSatisfy({ $0.steps.count == runs[0].steps.count }),
              case let .driver(error) = stop.problem
        else { return nil }
        return scenario.diagnostic(at: stop.location, error.description)
    }

    private static func firstDivergence(_ runs: [ArchitectureRun]) -> Divergence? {
        guard runs.count > 1 else { return nil }
        let longest = runs.map(\.steps.count).max() ?? 0
        for index in 0..<longest {
            var sides: [(snapshot: String?, ids: [String])] = []
            for run in runs {
                let snapshot = index < run.steps.count ? run.steps[index].snapshot : nil
                if let position = sides.firstIndex(where: { $0.snapshot == snapshot }) {
                    sides[position].ids.append(run.architectureID)
                } else {
                    sides.append((snapshot, [run.architectureID]))
                }
            }
            guard sides.count > 1 else { continue }
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
        return nil
    }
}
