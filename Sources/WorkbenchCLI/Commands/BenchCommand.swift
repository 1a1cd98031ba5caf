import ArchitectureKit
import Bench
import Harness
import Metrics
import ReportPages
import Reports
import ScenarioLanguage

/// `workbench bench`: the operations suite and the scaling sweep, timed against the baseline;
/// with `--report`, published into the report's timing section.
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "Time the operations suite and the scaling sweep against the Direct baseline"
    static let discussion = """
        Checks every operation of the suite (the scenarios under DIR, each with a measure
        statement) on every architecture, then times the steps after measure in rounds that run
        every architecture once, after warm-up rounds. The order changes from round to round (a
        Williams square), so each architecture follows every other equally often. The operations
        take turns, ten rounds a visit, so each one's rounds are spread over the whole run;
        rounds are added until every ratio's 95% interval is within ±1% of its median, or the
        operation has run 200 rounds or 20 s of processor time (--iterations N runs exactly N).
        The rounds are shared out over \(BenchConfiguration().processes ?? 1) processes run one after another (--processes N), each
        with its own warm-ups, and pooled: one process can run an architecture faster or slower
        than the next for its whole life, and pooling averages that out; the sweep has processes
        of its own. Only rounds at the machine's usual pace count, those in which Direct took at
        most \(QuietRounds.slowestKept) times its fastest tenth of rounds: a spell of a shared machine running slower
        does not slow every architecture alike, and would move the ratios. Reports per operation
        the median and its 95% interval, the ratio to the Direct baseline (taken within each
        round) with its interval, and the exact work counters; the geometric mean of each
        architecture's ratios with a bootstrap interval; and the scaling sweep: "show N results"
        for each size, fitted as a fixed cost per screen plus a cost per result, each with its
        interval. A difference is stated only where it is real: a ratio within ±\(Int(EquivalenceBand.standard.relative * 100))% of Direct
        reads ≈; one outside it is marked * when a sign test over the paired rounds, corrected
        by Holm's method over every cell, finds it below \(TimingDifferences.significance); sentences rank only what
        differs. Every time is also shown against a 16.7 ms frame. Times are the processor time
        of the thread that runs the operations, so other programs on the machine weigh little on
        them; glibc keeps every block in a heap it never gives back, so timed runs reuse pages
        the warm-up touched whatever ran before them, and merges the blocks freed so far before
        each timed run, so no run pays for another's. Each ratio's first and second halves of
        the rounds are compared: the widest gap shows how far two runs can differ. Progress goes
        to stderr on a terminal. Timings come from this machine and this build: a debug build
        understates what the support libraries cost, so only a release build may publish them
        (swift run -c release workbench bench --report).
        """
    static let options = [
        OptionSpec.architectures("time", default: "all; the Direct baseline is always timed, as the denominator"),
        OptionSpec("--sizes", .list, placeholder: "sizes", help: """
            Result counts of the scaling sweep, comma-separated, 1 to 200000, such as 10,100,1000
            (default: 10,100,1000,10000,100000; "none" skips the sweep)
            """),
        OptionSpec("--iterations", .value, placeholder: "n", help: """
            Timed rounds per operation, exactly (default: \(BenchConfiguration().iterations) and more
            until every ratio is within ±1%, at most \(BenchConfiguration().untilPrecise?.maxIterations ?? 0))
            """),
        OptionSpec("--warmups", .value, placeholder: "n", help: "Untimed rounds first, per operation and process (default: 2)"),
        OptionSpec("--processes", .value, placeholder: "n", help: """
            Processes, one after another, that share each operation's rounds
            (default: \(BenchConfiguration().processes ?? 1); 1 times everything in this process)
            """),
        .scenarios(default: "Scenarios/bench", what: "Folder of the operations suite"),
        .format([.text, .json]),
        OptionSpec("--report", .flag, help: """
            Also write the timings into the report's timing section
            (release build, whole suite, every architecture, default sizes)
            """),
        .out("Where the report is, with --report (default: Reports)"),
    ]
    static let exitStatus = [
        ExitStatusSpec(.success, "Every operation passed its check and was timed."),
        ExitStatusSpec(.failure, "An operation failed its check and was not timed."),
        ExitStatusSpec(.unreadableInput, "A scenario of the suite cannot be read."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let format = try arguments.format(allowed: [.text, .json])
        var configuration = BenchConfiguration()
        if arguments.value("--iterations") != nil {
            configuration.iterations = try arguments.count("--iterations", in: 1...1_000, default: configuration.iterations)
            configuration.untilPrecise = nil
        }
        configuration.warmups = try arguments.count("--warmups", in: 0...100, default: configuration.warmups)
        configuration.processes = try arguments.count("--processes", in: 1...64, default: configuration.processes ?? 1)
        configuration.sizes = try sizes(arguments) ?? configuration.sizes
        var selected = try context.select(arguments.list("--arch"))
        if !selected.contains(where: \.isBaseline), let baseline = context.architectures.first(where: \.isBaseline) {
            selected.append(baseline)
        }
        guard selected.contains(where: \.isBaseline) else { throw UsageError.noBaseline }
        let suiteFolder = arguments.value("--scenarios") ?? "Scenarios/bench"
        let reportFolder = try publication(arguments, selected: selected, suiteFolder: suiteFolder, context: context)
        let library = try context.scenarios(in: suiteFolder)
        var operations: [Scenario] = []
        for entry in library.entries {
            switch entry.result {
            case let .success(scenario): operations.append(scenario)
            case let .failure(error):
                context.errors.write(error.description + "\n")
                return .unreadableInput
            }
        }

        let fixtures = FixtureStore()
        let benchmark = Benchmark(architectures: selected, configuration: configuration) { context.progress.show($0) }
        var otherProcess: ShareRunner?
        if let workers = context.workers {
            let launcher = BenchShareProcess.launcher(like: workers)
            otherProcess = { share in BenchShareProcess.run(share, launcher: launcher) }
        }
        let result = benchmark.run(operations: operations, fixtures: fixtures, otherProcess: otherProcess)
        context.progress.clear()
        var exitCode: ExitCode = result.allChecksPassed ? .success : .failure
        var reportLine: String?
        if let reportFolder {
            let outcome = publish(result, in: reportFolder, fixtures: fixtures, context: context)
            exitCode = max(exitCode, ExitCode(outcome))
            reportLine = outcome.line
        }
        write(result, format: format, reportLine: reportLine, context: context)
        return exitCode
    }

    /// The results on standard output; the report's line follows the text, but not the JSON,
    /// which stays one document a reader can parse: there it goes to standard error.
    @MainActor
    static func write(_ result: BenchResult, format: OutputFormat, reportLine: String?, context: CommandContext) {
        let reportText = reportLine.map { $0 + "\n" } ?? ""
        if format == .json {
            context.output.write(BenchReport.json(result))
            context.errors.write(reportText)
        } else {
            context.output.write(BenchReport.text(result) + reportText)
        }
    }

    /// `--sizes 10,100,1000`, or `none` for no sweep.
    @MainActor
    private static func sizes(_ arguments: ParsedArguments) throws(UsageError) -> [Int]? {
        guard let items = arguments.list("--sizes") else { return nil }
        if items == ["none"] { return [] }
        return try items.map { (item) throws(UsageError) in
            guard let size = Int(item), (1...200_000).contains(size) else {
                throw .badValue(option: "--sizes", found: item, expected: "whole numbers from 1 to 200000")
            }
            return size
        }
    }

    /// With `--report`, the folder the timings are published into, once every condition for
    /// publishing them holds (a release build, the whole suite, every architecture, the default
    /// sweep to 100,000 results); nil without it.
    @MainActor
    private static func publication(
        _ arguments: ParsedArguments, selected: [any Architecture], suiteFolder: String, context: CommandContext
    ) throws(UsageError) -> String? {
        guard arguments.flag("--report") else { return nil }
        guard context.build == "release" else { throw .reportNeedsOptimisedBuild }
        guard context.isEveryArchitecture(selected), Preflight.isSamePath(suiteFolder, "Scenarios/bench"),
              arguments.list("--sizes") == nil else {
            throw .reportOfFilteredRun
        }
        guard let folder = arguments.value("--out") ?? context.reportDirectory else { throw .needsReportFolder(option: "--report") }
        try Preflight.requirePackage(at: ".")
        try Preflight.requireWritableFolder(folder)
        _ = try context.scenarios(in: "Scenarios")
        return folder
    }

    /// Writes the report anew with `result` as its timing section: the rest comes from a full
    /// compare, as `compare` writes it.
    @MainActor
    private static func publish(_ result: BenchResult, in folder: String, fixtures: FixtureStore, context: CommandContext) -> ReportFilesOutcome {
        guard let library = try? context.scenarios(in: "Scenarios") else {
            return .notWritten(folder: folder, reason: "no Scenarios/")
        }
        let compared = CompareCommand.compare(library, on: context.architectures, fixtures: fixtures, progress: context.progress)
        let sources = SourceTree(root: ".")
        let coupling = CouplingAnalysis.analyse(context.architectures, tree: sources)
        let files = ReportFiles(
            report: TeachingReport.make(architectures: context.architectures, compare: compared, coupling: coupling, tree: sources),
            machine: MachineSection(machine: MachineSection.thisMachine, date: MachineSection.today, bench: result),
            changes: ReportFiles.existingChanges(in: folder),
            // Unreadable results are said by `compare`, which a full report is checked by.
            mutation: try? ReportFiles.existingMutation(in: folder)
        )
        return ReportWriting.writeOrCheck(files, in: folder, check: false, context: context)
    }
}
