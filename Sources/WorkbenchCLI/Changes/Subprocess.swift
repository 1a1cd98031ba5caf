import Foundation

/// A program run to its end, its output kept in files so a long one cannot fill a pipe.
struct Subprocess {
    let status: Int32
    /// True when a signal ended it; ``status`` is then the signal's number.
    let wasKilled: Bool
    let output: String
    let errors: String

    /// Runs `arguments` (the first found on `PATH`) in `directory`, with `environment` added.
    ///
    /// - Parameters:
    ///   - input: What the program reads on its standard input, from a file, so that it may
    ///     read it at its own pace or not at all; nothing without it.
    ///   - passingErrors: Whether the program's standard error is this process's (its progress
    ///     then shows), rather than kept in ``errors``.
    ///   - isWorker: Whether it is stopped with this process (``RunningWorkers``).
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:],
                    input: Data? = nil, passingErrors: Bool = false, isWorker: Bool = false) throws -> Subprocess {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out"), errURL = logs.appendingPathComponent("err"), inURL = logs.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: input ?? Data())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let inputFile = try FileHandle(forReadingFrom: inURL)
        process.standardInput = inputFile
        process.standardOutput = out
        if !passingErrors { process.standardError = err }
        try process.run()
        if isWorker { RunningWorkers.add(process.processIdentifier) }
        process.waitUntilExit()
        // Foundation has waited for it by now.
        if isWorker { RunningWorkers.remove(process.processIdentifier) }
        try? inputFile.close()
        try? out.close()
        try? err.close()
        return Subprocess(status: process.terminationStatus, wasKilled: process.terminationReason == .uncaughtSignal,
                          output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                          errors: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
