import ArchitectureKit
import Bench
import Diagnostics
import Harness
import Metrics
import MetricsCache
import ReportPages
import Reports
import ScenarioLanguage

/// `workbench compare`: every scenario on every architecture, step by step; the work, the
/// coupling, a short timing run, and the teaching report.
enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "Run every scenario on every architecture and compare them step by step"
    static let discussion = """
        Runs every scenario under DIR on every architecture, drains the main queue and takes a
        snapshot of the top screen after every step, and reports the scenario × architecture
        matrix, every failed expectation, leak and the first divergence with a diff, then the
        work each architecture did (exact counts: writes, cells, reloads, tasks, requests,
        objects alive), a short timing run of the scenarios with a measure statement (each
        architecture's geometric mean of its ratios to the Direct baseline; text output only,
        never written to a file) and a coupling summary.

        A full run (every architecture, every scenario) writes the teaching report —
        comparison.md, comparison.html and comparison.json — into Reports/; a run filtered by
        --arch or --scenarios writes one only with --out DIR. The report's timing section is
        kept as it is: only `bench --report` publishes timings.

        The analysis of the sources (the coupling, the report's quotes) is kept in
        .build/workbench/, and a warm run reuses it while nothing it read has changed: the
        files under Sources/, the compiler's index, this program.
        """
    static let options = [
        OptionSpec.architectures("compare"),
        .scenarios(default: "Scenarios"),
        .format([.text, .json, .markdown]),
        .packagePath,
        OptionSpec("--no-timing", .flag, help: "Skip the short timing run: the output is then the same on every machine"),
        .out("Where the report goes (default: Reports, for a full run only)"),
        .jobs,
        .workerTimeout,
        OptionSpec("--no-cache", .flag, help: "Analyse the sources afresh, neither reusing nor keeping an analysis"),
        OptionSpec("--check", .flag, help: """
            Write nothing; exit 1 when the report is not what this code writes (its timing
            section aside)
            """),
    ]
    static let exitStatus = [
        ExitStatusSpec(.success, "Every architecture agrees and every expectation holds (with --check: the report is up to date)."),
        ExitStatusSpec(.failure, """
            A divergence, a failed expectation, a leak, a crash or a broken rule; with --check, a             report that is not what this code writes.
            """),
        ExitStatusSpec(.unreadableInput, """
            A scenario or a fixture cannot be read, the other scenarios still running; or the report's Reports/mutation.json cannot, its Testability then written as not measured.
            """),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let format = try arguments.format(allowed: [.text, .json, .markdown])
        var selected = try context.select(arguments.list("--arch"))
        let scenarioFolder = arguments.value("--scenarios") ?? "Scenarios"
        let isFull = context.isEveryArchitecture(selected) && Preflight.isSamePath(scenarioFolder, "Scenarios")
        // A full run reports in the registry's order, whatever order --arch named them in.
        if isFull { selected = context.architectures }
        let check = arguments.flag("--check")
        if check, !isFull, arguments.value("--out") == nil { throw UsageError.checkOfFilteredRun }
        // The full report is the one committed: a filtered run neither writes over it nor is checked against it.
        if !isFull, let out = arguments.value("--out"), let full = context.reportDirectory, Preflight.isSamePath(out, full) {
            throw check ? UsageError.checkOfFilteredRun : UsageError.filteredRunOverFullReport(folder: out)
        }
        let reportFolder = arguments.value("--out") ?? (isFull ? context.reportDirectory : nil)
        if check, reportFolder == nil { throw UsageError.needsReportFolder(option: "--check") }
        let jobs = try context.jobs(arguments)
        let workerTimeout = try context.workerTimeout(arguments)
        let packagePath = arguments.value("--package-path") ?? "."
        try Preflight.requirePackage(at: packagePath)
        try Preflight.requireScenarioFolder(scenarioFolder)
        if let reportFolder, !check { try Preflight.requireWritableFolder(reportFolder) }

        // The workers start up, and the sources are read and measured and the report's quotes
        // found, while the scenarios are read and run. One reading of the sources serves the
        // coupling analysis and the quotes.
        let pool = context.workers.flatMap { jobs > 1 ? WorkerPool(launcher: $0, size: jobs, timeout: workerTimeout,
                                                                             baselineID: context.architectures.first(where: \.isBaseline)?.id) : nil }
        try pool?.start()
        // A warm run takes the analysis from the cache when no file it read has changed since.
        let compared = selected, writesReport = reportFolder != nil, cached = !arguments.flag("--no-cache")
        let analysing = BackgroundWork {
            let cache = cached ? AnalysisCache(root: packagePath, architectures: compared, quoting: writesReport) : nil
            if let kept = cache?.load() { return kept }
            let found = SourceAnalysis.make(compared, tree: SourceTree(root: packagePath), quoting: writesReport)
            cache?.save(found)
            return found
        }
        // What the report keeps of the one already there is read meanwhile too, once a write
        // that was killed is finished (a failure to is said when the report is written).
        let existing = reportFolder.map { folder in
            BackgroundWork {
                try? ReportFiles.recover(in: folder)
                return (machine: ReportFiles.existingMachine(in: folder), changes: ReportFiles.existingChanges(in: folder),
                        mutation: Result { () throws(SourceDiagnostic) in try ReportFiles.existingMutation(in: folder) })
            }
        }
        let library = try context.scenarios(in: scenarioFolder)
        let fixtures = FixtureStore()
        let report = if let pool {
            try compare(library, on: selected, in: pool, progress: context.progress)
        } else {
            compare(library, on: selected, fixtures: fixtures, progress: context.progress)
        }
        let analysis = analysing.result()
        if let note = CouplingText.indexNote(analysis.coupling) { context.errors.write(note) }
        let text = TextReport(useColor: context.useColor, width: context.width)
        context.errors.write(text.renderErrors(report))
        let timing = format == .text && !arguments.flag("--no-timing")
            ? shortBench(library, outcomes: report.outcomes, selected: selected, fixtures: fixtures, context: context) : nil

        var reportFiles = ReportFilesOutcome.notAsked
        // Mutation results that cannot be read are said where they go wrong, and the section
        // is written as not measured: the run is incomplete, as with a scenario unreadable.
        var unreadableMutation = false
        if let reportFolder, let existing = existing?.result() {
            if case let .failure(diagnostic) = existing.mutation {
                context.errors.write(diagnostic.description + "\n")
                unreadableMutation = true
            }
            let files = ReportFiles(
                report: TeachingReport.make(architectures: selected, compare: report, analysis: analysis),
                machine: existing.machine,
                changes: existing.changes,
                mutation: try? existing.mutation.get()
            )
            reportFiles = ReportWriting.writeOrCheck(files, in: reportFolder, check: check, rewrite: rewriting(arguments), context: context)
        }
        // The status the JSON gives is the one the command ends with, unless the JSON itself
        // cannot be written: a diagnostic lost so far counts already.
        let exitCode = max(ExitCode(report), ExitCode(reportFiles), unreadableMutation ? .unreadableInput : .success, context.outputStatus)

        switch format {
        case .json: context.output.write(JSONReport.render(report, exitCode: exitCode.status, reportFiles: reportFiles))
        case .markdown: context.output.write(MarkdownReport.render(report))
        case .text:
            // Timing, coupling and the report's line go before the summary, which stays the last line.
            let rendered = text.render(report, includingErrors: false)
            let timingText = timing.map { BenchReport.short($0) + "\n" } ?? ""
            let summary = TextReport.summaryLine(report)
            context.output.write(String(rendered.dropLast(summary.count + 1)) + timingText + CouplingText.summary(analysis.coupling)
                                 + "\n" + reportFiles.line + "\n" + summary + "\n")
        }
        return exitCode
    }

    /// Every scenario of `library` on `architectures`, an unreadable file as its own verdict.
    @MainActor
    static func compare(_ library: ScenarioLibrary, on architectures: [any Architecture], fixtures: FixtureStore, progress: Progress) -> CompareReport {
        var outcomes: [ScenarioOutcome] = []
        for (position, entry) in library.entries.enumerated() {
            progress.show("[\(position + 1)/\(library.entries.count)] \(entry.file)")
            switch entry.result {
            case let .success(scenario):
                outcomes.append(Comparison.compare(scenario, architectures: architectures, fixtures: fixtures)
                    .condensed(measuredFrom: scenario.measuredFrom))
            case let .failure(error):
                outcomes.append(Comparison.unreadable(file: entry.file, name: nil, error, architectures: architectures))
            }
        }
        progress.clear()
        return CompareReport(architectures: architectures, outcomes: outcomes)
    }

    /// The same as ``compare(_:on:fixtures:progress:)``, each scenario run and judged in one
    /// of `pool`'s workers; the outcomes are in file order, whichever finishes first.
    ///
    /// - Throws: What ``WorkerPool/run(_:onOutcome:)`` throws.
    @MainActor
    static func compare(_ library: ScenarioLibrary, on architectures: [any Architecture], in pool: WorkerPool,
                        progress: Progress) throws -> CompareReport {
        var outcomes: [ScenarioOutcome?] = []
        var work: [WorkerPool.Work] = [], positions: [Int] = []
        for (position, entry) in library.entries.enumerated() {
            switch entry.result {
            case let .success(scenario):
                outcomes.append(nil)
                work.append(WorkerPool.Work(scenario: scenario, architectureIDs: architectures.map(\.id), detail: .condensed))
                positions.append(position)
            case let .failure(error):
                outcomes.append(Comparison.unreadable(file: entry.file, name: nil, error, architectures: architectures))
            }
        }
        var finished = library.entries.count - work.count
        let answered = try pool.run(work) { _, outcome in
            finished += 1
            progress.show("[\(finished)/\(library.entries.count)] \(outcome.file)")
        }
        for (position, outcome) in zip(positions, answered) { outcomes[position] = outcome }
        progress.clear()
        return CompareReport(architectures: architectures, outcomes: outcomes.map { $0! })
    }

    /// The command that writes the report a `--check` found stale: this one without `--check`,
    /// with every option that shapes the report.
    static func rewriting(_ arguments: ParsedArguments) -> String {
        let options = ["--arch", "--scenarios", "--package-path", "--out"].compactMap { option in
            arguments.value(option).map { " \(option) \($0)" }
        }
        return "swift run workbench compare" + options.joined()
    }

    /// The short timing run: the operations among the compared scenarios, timed in a few rounds
    /// with a small sweep. Nil when no compared scenario has a measure statement, or when only
    /// the baseline is compared: every timing is a ratio to it, so there is nothing to show.
    @MainActor
    private static func shortBench(
        _ library: ScenarioLibrary, outcomes: [ScenarioOutcome], selected: [any Architecture], fixtures: FixtureStore, context: CommandContext
    ) -> BenchResult? {
        let operations = library.entries.compactMap { try? $0.result.get() }.filter { $0.measuredFrom != nil }
        guard !operations.isEmpty, selected.contains(where: { !$0.isBaseline }),
              let baseline = context.architectures.first(where: \.isBaseline) else { return nil }
        let timed = selected.contains(where: \.isBaseline) ? selected : selected + [baseline]
        let benchmark = Benchmark(architectures: timed, configuration: .short) { context.progress.show("[timing] " + $0) }
        let result = benchmark.run(operations: operations, fixtures: fixtures, checked: outcomes)
        context.progress.clear()
        return result
    }
}
