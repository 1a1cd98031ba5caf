import Foundation
import Harness
import ScenarioLanguage

/// `workbench worker`: runs jobs for `compare` and `run` in a process of its own, so that a
/// crash takes down one scenario, not the run (SPEC §7). Not listed among the commands: the
/// others start it; ``WorkerJob`` and ``WorkerMessage`` say what goes in and out.
enum WorkerCommand: Command {
    static let name = "worker"
    static let summary = "Internal: runs scenarios for compare and run --jobs N"
    static let discussion = """
        Internal: compare and run start one such worker per job slot (--jobs N) and talk to it
        through its standard input and output. It reads jobs, one JSON line each (a scenario
        file and the architectures to run it on), runs and judges each, and answers with the
        step each architecture reaches and then the outcome. It ends when its input ends.
        """
    static let options: [OptionSpec] = []

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let crashHook = WorkerCrashHook(environment: ProcessInfo.processInfo.environment)
        let fixtures = FixtureStore()
        let decoder = JSONDecoder()
        while let line = readLine() {
            let job = try decoder.decode(WorkerJob.self, from: Data(line.utf8))
            let outcome = try answer(job, context: context, fixtures: fixtures) { architectureID, step in
                PipeWriting.writeAll(STDOUT_FILENO, (try? WorkerMessage.reached(architectureID: architectureID, step: step).line()) ?? [])
                if let crashHook, crashHook.matches(file: job.file, architectureID: architectureID, step: step) { crashHook.crash() }
            }
            guard PipeWriting.writeAll(STDOUT_FILENO, try WorkerMessage.outcome(outcome).line()) else { break }
        }
        return .success
    }

    /// The job's scenario run on its architectures and judged, as `compare` would in-process.
    @MainActor
    private static func answer(_ job: WorkerJob, context: CommandContext, fixtures: FixtureStore,
                               onStep: @escaping (String, Int) -> Void) throws -> ScenarioOutcome {
        let architectures = try context.select(job.architectureIDs)
        switch ScenarioLibrary.load(file: job.file, suite: job.suite).result {
        case let .success(scenario):
            switch job.detail {
            case .condensed:
                return Comparison.compare(scenario, architectures: architectures, fixtures: fixtures, onStep: onStep)
                    .condensed(measuredFrom: scenario.measuredFrom)
            case .everyStep:
                return Comparison.compare(scenario, architectures: architectures, fixtures: fixtures, keeping: .everyStep, onStep: onStep)
            }
        case let .failure(error):
            return Comparison.unreadable(file: job.file, name: nil, error, architectures: architectures)
        }
    }
}
