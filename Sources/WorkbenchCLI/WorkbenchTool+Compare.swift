import ArchitectureKit
import Bench
import Harness
import Metrics
import ReportPages
import Reports
import ScenarioLanguage
import Workbench

extension WorkbenchTool {
    // MARK: - compare

    func compare(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, command: "compare", shape: .init(
            valued: ["--arch", "--scenarios", "--format", "--package-path", "--out"], flags: ["--no-timing", "--check"],
            positional: 0...0, positionalName: ""))
        let format = try Self.format(parsed, allowed: ["text", "json", "markdown"], command: "compare")
        let selected = try select(parsed)
        let reportFolder = parsed.values["--out"] ?? reportDirectory
        if parsed.flags.contains("--check"), reportFolder == nil {
            throw UsageError("--check needs the report's folder: --out DIR", command: "compare")
        }
        let library = try loadLibrary(parsed.values["--scenarios"] ?? "Scenarios", command: "compare")
        let fixtures = FixtureStore()
        var outcomes: [ScenarioOutcome] = []
        for (position, entry) in library.entries.enumerated() {
            if showsProgress { errors.write("\r\u{1B}[K[\(position + 1)/\(library.entries.count)] \(entry.file)") }
            switch entry.result {
            case let .success(scenario):
                outcomes.append(Comparison.compare(scenario, architectures: selected, fixtures: fixtures))
            case let .failure(error):
                outcomes.append(Comparison.unreadable(file: entry.file, name: nil, error, architectures: selected))
            }
        }
        if showsProgress { errors.write("\r\u{1B}[K") }
        let report = CompareReport(architectures: selected, outcomes: outcomes)
        // One reading of the sources serves the coupling analysis and the report's quotes.
        let sources = SourceTree(root: parsed.values["--package-path"] ?? ".")
        let coupling = CouplingAnalysis.analyse(selected, tree: sources)
        let timing = parsed.flags.contains("--no-timing") ? nil : shortBench(library, outcomes: outcomes, selected: selected, fixtures: fixtures)

        var exitCode = report.exitCode
        var reportLine: String?
        if let reportFolder {
            let files = ReportFiles(
                report: TeachingReport.make(architectures: selected, compare: report, coupling: coupling, tree: sources),
                machine: timing.map { MachineSection(machine: MachineSection.thisMachine, date: MachineSection.today, bench: $0) }
                    ?? ReportFiles.existingMachine(in: reportFolder)
            )
            reportLine = try writeOrCheck(files, in: reportFolder, check: parsed.flags.contains("--check"))
            if reportLine == nil { exitCode = max(exitCode, ExitCode.failure) }
        }

        switch format {
        case "json": output.write(JSONReport.render(report))
        case "markdown": output.write(MarkdownReport.render(report))
        default:
            // Timing, coupling and the report's files go before the summary, which stays the last line.
            let rendered = TextReport(useColor: useColor).render(report)
            let timingText = timing.map { BenchReport.short($0) + "\n" } ?? ""
            let reportText = reportLine.map { $0 + "\n" } ?? ""
            output.write(String(rendered.dropLast(TextReport.summaryLine(report).count + 1)) + timingText + CouplingText.summary(coupling)
                         + "\n" + reportText + TextReport.summaryLine(report) + "\n")
        }
        return exitCode
    }

    /// Writes the report's files into `folder`, or with `check` only compares them with what is
    /// there. Returns the line `compare` prints about it, or nil when the check found the report
    /// stale (after saying why on standard error).
    private func writeOrCheck(_ files: ReportFiles, in folder: String, check: Bool) throws -> String? {
        guard check else {
            try files.write(to: folder)
            return "Report: " + ReportFiles.names.map { "\(folder)/\($0)" }.joined(separator: ", ")
        }
        let stale = files.staleness(in: folder)
        guard !stale.isEmpty else { return "Report: \(folder)/ is current." }
        errors.write("error: the report in \(folder)/ is not what this code writes:\n"
                     + stale.map { "  \($0)\n" }.joined()
                     + "Run 'swift run workbench compare' and commit \(folder)/.\n")
        return nil
    }
}
