import Foundation

/// A program run with a time limit: a mutant can make a suite loop forever.
struct TimedRun {
    /// Nil when the limit passed and the program was killed.
    let status: Int32?
    let output: String
    /// How long it ran, in seconds.
    let seconds: Double

    var timedOut: Bool { status == nil }

    /// Runs `executable` with `arguments` in `directory`, `environment` added, for at most
    /// `limit` seconds; its standard error is dropped.
    static func run(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String],
                    limit: Double) throws -> TimedRun {
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-mutate-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL) }
        let out = try FileHandle(forWritingTo: outURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let started = Date()
        try process.run()
        RunningWorkers.add(process.processIdentifier)
        var killed = false
        if ended.wait(timeout: .now() + limit) == .timedOut {
            // Its workers follow it: they end when their parent does (ParentLifeline).
            kill(process.processIdentifier, SIGKILL)
            killed = true
            ended.wait()
        }
        RunningWorkers.remove(process.processIdentifier)
        try? out.close()
        return TimedRun(status: killed ? nil : process.terminationStatus,
                        output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                        seconds: Date().timeIntervalSince(started))
    }
}
