import ArchitectureKit
import Foundation
import Harness
import Reports
import ScenarioLanguage

/// `workbench run FILE`: one scenario step by step, the snapshot after each step.
enum RunCommand: Command {
    static let name = "run"
    static let summary = "Run one scenario step by step, showing the snapshot after each step"
    static let discussion = """
        Runs one scenario and prints the snapshot after each step. With several architectures
        the snapshot is printed once where they agree and once per side where they differ; a
        step that fails is marked where it happens. The scenario's fixtures must stay inside
        its folder and the one above it (all of Scenarios/ for a scenario in it), and it may
        hold at most 100,000 steps; Scenarios/README.md lists every limit.
        """
    static let argument: ArgumentSpec? = ArgumentSpec(
        positionals: [.init(name: "file.scenario", help: "The scenario to run, such as Scenarios/search/typing.scenario")],
        described: "a scenario file, such as Scenarios/search/typing.scenario"
    )
    static let options = [
        OptionSpec.architectures("run"),
        OptionSpec("--trace", .flag, help: """
            Also print the virtual time after each step, and each architecture's work in it
            (writes, cells, reloads, tasks, requests, objects alive)
            """),
        .jobs,
        .workerTimeout,
    ]
    static let exitStatus = [
        ExitStatusSpec(.success, "The architectures agree at every step and every expectation holds."),
        ExitStatusSpec(.failure, "A divergence, a failed expectation, a leak or a crash."),
        ExitStatusSpec(.unreadableInput, "The scenario or one of its fixtures cannot be read."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let selected = try context.select(arguments.list("--arch"))
        let jobs = try context.jobs(arguments)
        let workerTimeout = try context.workerTimeout(arguments)
        let file = arguments.argument ?? ""
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else { throw UsageError.noScenarioFile(file) }
        guard !isDirectory.boolValue else { throw UsageError.scenarioFileIsAFolder(file) }

        let scenario: Scenario
        switch ScenarioLibrary.load(file: file).result {
        case let .success(parsed): scenario = parsed
        case let .failure(diagnostic):
            context.errors.write(diagnostic.description + "\n")
            return .unreadableInput
        }
        let outcome = if let workers = context.workers, jobs > 1, selected.count > 1 {
            try runInWorkers(scenario, on: selected, in: WorkerPool(launcher: workers, size: jobs, timeout: workerTimeout,
                                                                   baselineID: context.architectures.first(where: \.isBaseline)?.id))
        } else {
            Comparison.compare(scenario, architectures: selected, fixtures: FixtureStore(), keeping: .everyStep)
        }
        if let error = outcome.scenarioError { context.errors.write(error.description + "\n") }
        if outcome.runs.isEmpty { return .unreadableInput }
        let report = StepByStepReport(trace: arguments.flag("--trace"), useColor: context.useColor,
                                      baselineIDs: Set(selected.filter(\.isBaseline).map(\.id)))
        report.render(outcome) { context.output.write($0) }
        return ExitCode(CompareReport(architectures: selected, outcomes: [outcome]))
    }

    /// The scenario run on each architecture in one of `pool`'s workers, every snapshot kept,
    /// and the runs judged here: the same outcome as in this process.
    @MainActor
    private static func runInWorkers(_ scenario: Scenario, on architectures: [any Architecture], in pool: WorkerPool) throws -> ScenarioOutcome {
        let answered = try pool.run(architectures.map { WorkerPool.Work(scenario: scenario, architectureIDs: [$0.id], detail: .everyStep) }) { _, _ in }
        // Fixtures that do not load fail every architecture alike, before any of them runs.
        if let unreadable = answered.first(where: { $0.runs.isEmpty }) { return unreadable }
        return Comparison.judge(scenario, runs: answered.flatMap(\.runs))
    }
}
