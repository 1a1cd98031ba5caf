import Bench
import Harness
import Metrics
import ScenarioLanguage
import VirtualTime

/// Renders one scenario's runs step by step for `workbench run`: each statement, then the
/// snapshot after it — once where the architectures agree, once per side where they differ.
/// With `trace`, each architecture's work in the step follows on one line, the baseline last.
public struct StepByStepReport {
    let trace: Bool
    let useColor: Bool
    /// The architectures that are the baseline, marked as such.
    var baselineIDs: Set<String> = []

    public init(trace: Bool, useColor: Bool, baselineIDs: Set<String> = []) {
        self.trace = trace
        self.useColor = useColor
        self.baselineIDs = baselineIDs
    }

    public func render(_ outcome: ScenarioOutcome) -> String {
        var lines = ["scenario \"\(outcome.name)\"  (\(outcome.file))"]
        if let error = outcome.scenarioError, outcome.runs.isEmpty {
            return error.description + "\n"
        }
        let longest = outcome.runs.map(\.steps.count).max() ?? 0
        for index in 0..<longest {
            let present = outcome.runs.filter { index < $0.steps.count }
            let step = present[0].steps[index]
            lines.append("")
            var header = "── step \(index)  line \(step.location.line): \(step.statement)"
            if trace { header += "   [t=\(step.time.formattedMilliseconds)]" }
            lines.append(header)
            var groups: [(snapshot: String, ids: [String])] = []
            for run in present {
                let snapshot = run.steps[index].snapshot
                if let position = groups.firstIndex(where: { $0.snapshot == snapshot }) {
                    groups[position].ids.append(run.architectureID)
                } else {
                    groups.append((snapshot, [run.architectureID]))
                }
            }
            for group in groups {
                if groups.count > 1 { lines.append("[\(group.ids.joined(separator: ", "))]") }
                lines.append(contentsOf: group.snapshot.split(separator: "\n").map(String.init))
            }
            if trace { lines.append(contentsOf: workLines(present, step: index)) }
            for run in present {
                for failure in run.steps[index].failures {
                    lines.append("✗ [\(run.architectureID)] \(failure.kind.rawValue): \(PlainWording.failure(failure.problem))")
                }
            }
        }
        let text = TextReport(useColor: useColor).details(of: outcome)
        if !text.isEmpty { lines.append(text) }
        lines.append("")
        let verdicts = outcome.runs.map { "\($0.architectureID) \(outcome.verdicts[$0.architectureID]?.rawValue ?? "error")" }
        lines.append(verdicts.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `work mvc  writes 3 (0 equal)  cells 0  …`, one line per architecture.
    private func workLines(_ runs: [ArchitectureRun], step index: Int) -> [String] {
        let ordered = runs.filter { !baselineIDs.contains($0.architectureID) } + runs.filter { baselineIDs.contains($0.architectureID) }
        let names = ordered.map { baselineIDs.contains($0.architectureID) ? "\($0.architectureID) (baseline)" : $0.architectureID }
        let width = names.map(\.count).max() ?? 0
        return zip(names, ordered).map { name, run in "work \(name.padded(to: width))  \(run.steps[index].work.line)" }
    }
}
