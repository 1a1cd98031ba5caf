import Bench
import Harness
import Metrics
import ScenarioLanguage
import VirtualTime

/// Renders one scenario's runs step by step for `workbench run`: each statement, then the
/// snapshot after it — once where the architectures agree, once per side where they differ.
/// A step where they differ is marked ≠ and its diff follows; a step that failed is marked ✗
/// and its failures follow, each once with the architectures that had it. With `trace`, each
/// architecture's work in the step follows on one line, the baseline last.
public struct StepByStepReport {
    let trace: Bool
    let useColor: Bool
    /// The architectures that are the baseline, marked as such.
    var baselineIDs: Set<String> = []

    /// - Parameters:
    ///   - trace: Whether to show the virtual time of each step and each architecture's work in it.
    ///   - useColor: Whether to colour the marks (only on a terminal, never with NO_COLOR).
    ///   - baselineIDs: The architectures to mark as the baseline.
    public init(trace: Bool, useColor: Bool, baselineIDs: Set<String> = []) {
        self.trace = trace
        self.useColor = useColor
        self.baselineIDs = baselineIDs
    }

    /// What `run` prints: every step, the verdicts last. A scenario error is left to the
    /// command line, which prints it on standard error as compilers do.
    public func render(_ outcome: ScenarioOutcome) -> String {
        var rendered = ""
        render(outcome) { rendered += $0 }
        return rendered
    }

    /// What `run` prints, handed to `write` a step at a time: a scenario of 100,000 steps is
    /// never held as one text.
    public func render(_ outcome: ScenarioOutcome, to write: (String) -> Void) {
        let text = TextReport(useColor: useColor)
        let failures = Dictionary(grouping: SharedFailure.grouping(outcome.runs), by: \.stepIndex)
        write("scenario \"\(outcome.name)\"  (\(outcome.file))\n")
        // A crashed run has no snapshots, only the step it died in, shown by its failure.
        let finished = outcome.runs.filter { !$0.crashed }
        let crashSteps = outcome.runs.filter(\.crashed).compactMap(\.steps.last)
        let longest = max(finished.map(\.steps.count).max() ?? 0, (crashSteps.map(\.index).max() ?? -1) + 1)
        for index in 0..<longest {
            let present = finished.filter { index < $0.steps.count }
            guard let step = present.first?.steps[index] ?? crashSteps.first(where: { $0.index == index }) else { continue }
            let divergence = outcome.divergence.flatMap { $0.stepIndex == index ? $0 : nil }
            let stepFailures = failures[index] ?? []
            var lines = ["", header(step, diverges: divergence != nil, fails: !stepFailures.isEmpty, text: text)]
            lines.append(contentsOf: snapshotLines(present, step: index))
            if let divergence { lines.append(contentsOf: TextReport.diffLines(divergence)) }
            for shared in stepFailures {
                lines.append(text.paint("✗", 31) + " \(shared.architecturesLabel) \(shared.failure.kind.rawValue): \(PlainWording.failure(shared.failure.problem))")
            }
            if trace { lines.append(contentsOf: workLines(present, step: index)) }
            write(lines.joined(separator: "\n") + "\n")
        }
        let verdicts = outcome.runs.map { "\($0.architectureID) \(outcome.verdicts[$0.architectureID]?.rawValue ?? "error")" }
        write("\n" + verdicts.joined(separator: ", ") + "\n")
    }

    /// `── step 3 ≠ ✗  line 5: wait 200ms   [t=530ms]`
    private func header(_ step: StepRecord, diverges: Bool, fails: Bool, text: TextReport) -> String {
        let marks = (diverges ? " " + text.paint("≠", 33) : "") + (fails ? " " + text.paint("✗", 31) : "")
        var header = "── step \(step.index)\(marks)  line \(step.location.line): \(step.statement)"
        if trace { header += "   [t=\(step.time.formattedMilliseconds)]" }
        return header
    }

    /// The snapshot once where the runs agree; each side under its architectures where they differ.
    /// The runs keep every step's text (``SnapshotRetention/everyStep``).
    private func snapshotLines(_ runs: [ArchitectureRun], step index: Int) -> [String] {
        var groups: [(digest: SnapshotDigest, snapshot: String, ids: [String])] = []
        for run in runs {
            let digest = run.steps[index].snapshotDigest
            if let position = groups.firstIndex(where: { $0.digest == digest }) {
                groups[position].ids.append(run.architectureID)
            } else {
                groups.append((digest, run.snapshot(at: index) ?? "", [run.architectureID]))
            }
        }
        return groups.flatMap { group in
            (groups.count > 1 ? ["[\(group.ids.joined(separator: ", "))]"] : [])
                + group.snapshot.split(separator: "\n").map(String.init)
        }
    }

    /// `work mvc  writes 3 (0 equal)  cells 0  …`, one line per architecture.
    private func workLines(_ runs: [ArchitectureRun], step index: Int) -> [String] {
        let ordered = runs.filter { !baselineIDs.contains($0.architectureID) } + runs.filter { baselineIDs.contains($0.architectureID) }
        let names = ordered.map { baselineIDs.contains($0.architectureID) ? "\($0.architectureID) (baseline)" : $0.architectureID }
        let width = names.map(\.count).max() ?? 0
        return zip(names, ordered).map { name, run in "work \(name.padded(to: width))  \(run.steps[index].work.line)" }
    }
}
