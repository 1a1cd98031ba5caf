import Bench
import Foundation
import Harness

/// Runs a share of `bench`'s rounds in a fresh process, and waits for its answer. Its progress
/// goes straight to this process's standard error.
enum BenchShareProcess {
    /// This very program as `workbench bench-share`, where `workers` starts it as a worker.
    static func launcher(like workers: WorkerLauncher) -> WorkerLauncher {
        WorkerLauncher(executable: workers.executable, arguments: [BenchShareCommand.name])
    }

    /// - Parameter launcher: Starts the process, which reads the share on its standard input
    ///   and answers on its standard output (``BenchShareCommand``).
    @MainActor
    static func run(_ share: BenchShare, launcher: WorkerLauncher) -> ShareOutcome {
        guard let job = try? JSONEncoder().encode(share),
              let run = try? Subprocess.run([launcher.executable] + launcher.arguments, in: FileManager.default.currentDirectoryPath,
                                            environment: ParentLifeline.parentIdentity, input: job, passingErrors: true,
                                            isWorker: true) else {
            return .ended(.exitStatus(127))
        }
        if run.wasKilled { return .ended(.signal(run.status)) }
        guard run.status == 0, let answer = try? JSONDecoder().decode(ShareAnswer.self, from: Data(run.output.utf8)),
              answer.answers(share) else {
            return .ended(.exitStatus(run.status))
        }
        return .answered(answer)
    }
}
