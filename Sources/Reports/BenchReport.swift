import Bench
import Domain
import Foundation
import Harness
import Metrics
import ScenarioLanguage

/// What `bench` prints: the ratio table first (what most readers want), then each
/// operation's times with their intervals, then the scaling sweep.
public enum BenchReport {
    /// What `bench` prints on a terminal.
    public static func text(_ result: BenchResult) -> String {
        var lines = [
            "Timing: \(PlainWording.rounds(result.configuration)), \(result.build) build.",
            "Times are processor time, not wall-clock time, medians with 95% intervals; a ratio is this architecture's time over Direct's in the same round.",
        ] + [PlainWording.quietRounds(result), PlainWording.timeSpent(result), TimingWords.legend(result)].compactMap { $0 }
        if result.build == "debug" {
            lines.append("A debug build understates what the generic support libraries (Reactive, Bind) cost, so its ratios are not for publishing: `swift run -c release workbench bench` for optimised numbers.")
        }
        lines += [""] + ratioTable(result)
        let findings = TimingWords.findings(result)
        if !findings.isEmpty { lines += [""] + findings }
        for operation in result.operations {
            lines += [""] + details(operation, result.configuration)
        }
        lines += [""] + scaling(result)
        let noisy = noisyCount(result)
        if noisy > 0 {
            lines += ["", "warning: \(noisy) interval\(noisy == 1 ? " is" : "s are") wider than 10% of the median (marked !); more --iterations or a quieter machine narrows them."]
        }
        let imprecise = result.operations.filter { $0.converged == false }.map(\.shortName)
        if !imprecise.isEmpty, let precision = result.configuration.untilPrecise {
            lines += ["", "warning: a ratio of \(imprecise.joined(separator: ", ")) did not come within \(PlainWording.precisionText(precision)) in \(precision.maxIterations) rounds or \(Figures.fixed(precision.maxSeconds, 0)) s; a quieter machine narrows it."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A few lines for `compare`: each ranked architecture's overall score, indicative only.
    public static func short(_ result: BenchResult) -> String {
        let configuration = result.configuration
        var lines = ["Timing, indicative only (a short run: \(PlainWording.rounds(configuration)), \(result.build) build; "
                     + "`swift run -c release workbench bench` measures until the ratios are precise):"]
        let untimed = result.operations.filter { $0.problem != nil }
        guard untimed.isEmpty, let first = result.operations.first else {
            return (lines + ["  not timed: \(untimed.count) operation\(untimed.count == 1 ? "" : "s") failed its check"]).joined(separator: "\n") + "\n"
        }
        let tooFew = configuration.untilPrecise == nil && configuration.iterations < TimingDifferences.fewestRoundsForAnInterval
        let marks = "≈ within \(TimingWords.band(result)) of Direct, "
            + (tooFew ? "too few rounds to show any other difference" : "\(TimingWords.differsMark) shown to differ")
        lines.append("  geometric mean of the ratios to Direct over \(result.operations.count) operation\(result.operations.count == 1 ? "" : "s"), "
                     + "the scenarios with a measure statement (\(marks)):")
        let scores = first.timings.filter { !$0.isBaseline }.map { timing in
            "\(timing.displayName) \(TimingWords.scoreCell(result, timing.architectureID))"
        }
        lines.append("  " + scores.joined(separator: "   "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `bench --format json`: the result as data, keys sorted, so the bytes are stable.
    public static func json(_ result: BenchResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(result)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: - Sections

    /// Operations down, ranked architectures across, Direct's own time and the slowest time
    /// as a share of a frame last.
    private static func ratioTable(_ result: BenchResult) -> [String] {
        let ranked = result.operations.first { !$0.timings.isEmpty }?.timings.filter { !$0.isBaseline } ?? []
        guard !ranked.isEmpty else { return ["No operation was timed."] + result.operations.compactMap(problemLine) }
        let nameWidth = max(24, (result.operations.map(\.shortName.count).max() ?? 0) + 2)
        let columnWidth = max(8, (ranked.map(\.displayName.count).max() ?? 0) + 2)
        var lines = ["Ratio to Direct".padded(to: nameWidth) + ranked.map { $0.displayName.padded(to: columnWidth) }.joined()
                     + "Direct".padded(to: 11) + "slowest"]
        for operation in result.operations {
            guard let baseline = operation.timings.first(where: \.isBaseline) else {
                lines.append(operation.shortName.padded(to: nameWidth) + "not timed: " + (problemText(operation) ?? ""))
                continue
            }
            let ratios = operation.timings.filter { !$0.isBaseline }.map { TimingWords.cell($0) + ($0.ratioToBaseline?.isNoisy == true ? "!" : "") }
            let slowest = operation.timings.map(\.milliseconds.median).max() ?? 0
            lines.append(operation.shortName.padded(to: nameWidth) + ratios.map { $0.padded(to: columnWidth) }.joined()
                         + (Figures.milliseconds(baseline.milliseconds.median) + (baseline.milliseconds.isNoisy ? "!" : "")).padded(to: 11)
                         + Figures.ofAFrame(slowest))
        }
        lines.append("geometric mean".padded(to: nameWidth) + ranked.map { TimingWords.scoreCell(result, $0.architectureID).padded(to: columnWidth) }.joined())
        let gaps = ranked.map { timing in result.widestHalvesGap(of: timing.architectureID) }
        if gaps.contains(where: { $0 != nil }) {
            lines.append("halves differ by".padded(to: nameWidth) + gaps.map { ($0.map(Figures.percent) ?? "—").padded(to: columnWidth) }.joined())
            lines.append(PlainWording.halvesExplanation)
        }
        let intervals = ranked.compactMap { timing in TimingWords.scoreInterval(result, timing.architectureID).map { "\(timing.displayName) \($0)" } }
        if !intervals.isEmpty {
            lines.append("The geometric means' 95% intervals: " + intervals.joined(separator: ", ") + ".")
        }
        return lines
    }

    private static func details(_ operation: OperationResult, _ configuration: BenchConfiguration) -> [String] {
        let rounds = PlainWording.roundsRun(operation, configuration).map { ": " + $0 } ?? ""
        var lines = ["\(operation.shortName) — \(operation.name) (\(operation.file))\(rounds)"]
        if let problem = problemText(operation) { return lines + ["  not timed: \(problem)"] }
        let width = (operation.timings.map(\.displayName.count).max() ?? 0) + 2
        for timing in operation.timings {
            let time = Figures.milliseconds(timing.milliseconds.median) + " " + interval(timing.milliseconds) { Figures.milliseconds($0, unit: false) }
            let versus = timing.ratioToBaseline.map { Figures.ratio($0.median) + " " + interval($0, Figures.ratio) } ?? "baseline"
            let decided = timing.difference.map { "  " + TimingWords.verdict($0) } ?? ""
            lines.append("  " + timing.displayName.padded(to: width) + time.padded(to: 30) + Figures.ofAFrame(timing.milliseconds.median).padded(to: 20)
                         + versus + decided)
            lines.append("  " + "".padded(to: width) + timing.work.line)
        }
        return lines
    }

    private static func scaling(_ result: BenchResult) -> [String] {
        guard !result.sizes.isEmpty else { return ["Scaling sweep: skipped (--sizes none)."] }
        if let problem = result.scalingProblem { return ["Scaling sweep: not timed: \(PlainWording.scalingProblem(problem))"] }
        let nameWidth = max(10, (result.scaling.map(\.displayName.count).max() ?? 0) + 2)
        let columnWidth = 11
        var lines = [
            "Scaling: \"show N results\", median ms per operation, fitted as t = a + b·N: a fixed cost a per screen and a cost b per result, each with its 95% interval",
            "N".padded(to: nameWidth) + result.sizes.map { Counting.grouped($0).padded(to: columnWidth) }.joined()
                + "a (ms)".padded(to: 24) + "b (µs/result)".padded(to: 24) + "cells configured, widget writes",
        ]
        for row in result.scaling {
            let cells = row.milliseconds.map { (Figures.milliseconds($0.median, unit: false) + ($0.isNoisy ? "!" : "")).padded(to: columnWidth) }
            let fixed = (row.fit.map { TimingWords.estimate($0.fixedMilliseconds, digits: 3) } ?? "—").padded(to: 24)
            let perResult = (row.fit.map { TimingWords.estimate($0.microsecondsPerResult, digits: 4) } ?? "—").padded(to: 24)
            lines.append(row.displayName.padded(to: nameWidth) + cells.joined() + fixed + perResult + renderingWork(row))
        }
        let above = result.scaling.filter { !$0.isBaseline && $0.fit != nil }
        if !above.isEmpty {
            let aboveWidth = max(nameWidth, "Above Direct".count + 2)
            lines.append("Above Direct".padded(to: aboveWidth) + "a (ms)".padded(to: 32) + "b (µs/result)")
            for row in above {
                let fixed = row.fixedAboveBaseline.map { TimingWords.difference($0, digits: 3) } ?? "—"
                let perResult = row.perResultAboveBaseline.map { TimingWords.difference($0, digits: 4) } ?? "—"
                lines.append(row.displayName.padded(to: aboveWidth) + fixed.padded(to: 32) + perResult)
            }
        }
        if Set(result.sizes).count < 2 {
            lines.append("No fit: a fixed cost and a cost per result need two sizes or more; give --sizes two sizes.")
        }
        lines.append("Cells and writes are counted, not timed: the same at every size that fills the viewport means rendering costs O(visible rows).")
        return lines
    }

    /// `10, 42 at every size`, or each size's counts when they grow.
    private static func renderingWork(_ row: ScalingRow) -> String {
        let counts = row.work.map { "\($0.cellsConfigured), \($0.writes)" }
        guard row.rendersVisibleRowsOnly, let last = counts.last else {
            return "grows: " + counts.joined(separator: " · ")
        }
        return "\(last) at every size that fills the viewport"
    }

    // MARK: - Numbers

    private static func problemLine(_ operation: OperationResult) -> String? {
        problemText(operation).map { "  \(operation.shortName): \($0)" }
    }

    private static func problemText(_ operation: OperationResult) -> String? {
        operation.problem.map { PlainWording.operationProblem($0, file: operation.file) }
    }

    private static func noisyCount(_ result: BenchResult) -> Int {
        let operations = result.operations.flatMap(\.timings).flatMap { [$0.milliseconds, $0.ratioToBaseline].compactMap { $0 } }
        return (operations + result.scaling.flatMap(\.milliseconds)).filter(\.isNoisy).count
    }

    private static func interval(_ summary: SampleSummary, _ format: (Double) -> String) -> String {
        Figures.interval(summary.low, summary.high, format) + (summary.isNoisy ? "!" : "")
    }
}
