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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher.executable)
        process.arguments = launcher.arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        guard let job = try? JSONEncoder().encode(share), (try? process.run()) != nil else {
            return .ended(.exitStatus(127))
        }
        // The share reads all of its input before it writes anything, so this cannot block
        // on a full output pipe. A process that died first is found by how it ended, not by
        // a signal for writing to it.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        try? input.fileHandleForWriting.write(contentsOf: job)
        try? input.fileHandleForWriting.close()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            return .ended(.signal(process.terminationStatus))
        }
        guard process.terminationStatus == 0, let decoded = try? JSONDecoder().decode(ShareAnswer.self, from: answer),
              decoded.answers(share) else {
            return .ended(.exitStatus(process.terminationStatus))
        }
        return .answered(decoded)
    }
}
