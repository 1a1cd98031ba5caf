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
        step each architecture reaches and then the outcome. It ends when its input ends, when
        a write to its parent fails, and when its parent dies.
        """
    static let options: [OptionSpec] = []
    static let exitStatus = [
        ExitStatusSpec(.success, "Its input ended and every job was answered."),
        ExitStatusSpec(.failure, "A job it cannot read."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let environment = ProcessInfo.processInfo.environment
        ParentLifeline.hold(environment: environment)
        let crashHook = WorkerCrashHook(environment: environment)
        let slowLoad = WorkerSlowLoadHook(environment: environment)
        // `L` is a plain byte and a newline, which always encode.
        let heartbeat = LoadingHeartbeat { try? tell($0) }
        // The scenario of the job at hand, for the crash hook at loading.
        var jobFile = ""
        let fixtures = FixtureStore()
        fixtures.onLoading = { isLoading in
            heartbeat.update(isLoading: isLoading)
            guard isLoading else { return }
            if let crashHook, crashHook.matchesLoading(file: jobFile) { crashHook.crash() }
            slowLoad?.load()
        }
        // A file is read once a worker: `mutate` sends the same scenarios for mutant after mutant.
        var scenarios: [String: ScenarioLibrary.Entry] = [:]
        let decoder = JSONDecoder()
        while let line = readLine() {
            let job = try decoder.decode(WorkerJob.self, from: Data(line.utf8))
            jobFile = job.file
            try tell(.preparing)
            if let mutant = job.mutant { try MutantSwitch.switchOn(mutant) }
            let entry = scenarios[job.file] ?? ScenarioLibrary.load(file: job.file, suite: job.suite)
            scenarios[job.file] = entry
            let outcome = try answer(job, entry, context: context, fixtures: fixtures) { architectureID, step in
                // A step is a few plain bytes, which always encode.
                try? tell(.reached(architectureID: architectureID, step: step))
                if let crashHook, crashHook.matches(file: job.file, architectureID: architectureID, step: step) { crashHook.crash() }
            }
            if job.detail == .everyStep {
                for run in outcome.runs { for piece in RunPiece.pieces(of: run) { try tell(.piece(piece)) } }
                try tell(.outcome(RunPiece.stripped(outcome)))
            } else {
                try tell(.outcome(outcome))
            }
        }
        return .success
    }

    /// Writes a message to the parent. A write that fails ends the worker: the parent is gone,
    /// or no longer reads, and nobody waits for what it would run next.
    ///
    /// - Throws: What encoding an outcome throws.
    private static func tell(_ message: WorkerMessage) throws {
        guard DescriptorWriting.writeAll(STDOUT_FILENO, try message.line()) == nil else { _exit(EXIT_FAILURE) }
    }

    /// The job's scenario run on its architectures and judged, as `compare` would in-process.
    @MainActor
    private static func answer(_ job: WorkerJob, _ entry: ScenarioLibrary.Entry, context: CommandContext, fixtures: FixtureStore,
                               onStep: @escaping (String, Int) -> Void) throws -> ScenarioOutcome {
        let architectures = try context.select(job.architectureIDs)
        switch entry.result {
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
