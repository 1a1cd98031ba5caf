import Bench
import Harness
import Metrics
import Reports

/// The machine-dependent section of `comparison.md`, between two markers that `compare --check`
/// skips: it names the machine and the date, and holds every timing.
enum ReportMachineMarkdown {
    static let begin = "<!-- machine-dependent: begin -->"
    static let end = "<!-- machine-dependent: end -->"

    static func section(_ machine: MachineSection?, report: TeachingReport) -> [String] {
        var lines = [begin] + ReportMarkdown.heading(.machine)
        guard let machine else {
            return lines + [PlainWording.noTimingPublished, "", end]
        }
        let bench = machine.bench
        let configuration = bench.configuration
        lines += [
            "Measured on **\(machine.machine)**, \(machine.date), \(bench.build) build, \(PlainWording.timingRun(configuration)). "
                + "Each cell is the median ratio of an architecture's time to Direct's in the same round, with its 95% interval; ! marks an interval wider than 10% of its median. "
                + "These numbers change with the machine; the sections above do not. `swift run workbench bench` measures at length.",
            "",
        ] + ([PlainWording.quietRounds(bench), PlainWording.timeSpent(bench), TimingWords.legend(bench)].compactMap { $0 } + ReportFindings.timing(bench)).map { $0 + "\n" }
        let timing = ReportProse.timingTable(bench) { "[\($0.shortName)](\(ReportMarkdown.link($0.file)))" }
        lines += TextTable.markdown(timing.rows, header: timing.header) + [""]
        if ReportProse.hasHalves(bench) { lines += [PlainWording.halvesExplanation, ""] }
        let rounds = ReportProse.roundsTable(bench) { $0.shortName }
        lines += TextTable.markdown(rounds.rows, header: rounds.header) + [""]

        let stressed = report.concerns.map(\.concern).compactMap { concern in
            concern.operation.map { "\(concern.title): [\(OperationResult.shortName(of: $0))](\(ReportMarkdown.link($0)))" }
        }
        if !stressed.isEmpty { lines += ["Operations that stress a concern — " + stressed.joined(separator: " · ") + ".", ""] }

        if !bench.sizes.isEmpty, bench.scalingProblem == nil {
            lines += [PlainWording.scalingIntroduction, ""]
            let scaling = ReportProse.scalingTable(bench)
            lines += TextTable.markdown(scaling.rows, header: scaling.header) + [""]
        } else if let problem = bench.scalingProblem {
            lines += ["Scaling: not timed: \(PlainWording.scalingProblem(problem))", ""]
        }
        return lines + [end]
    }
}
