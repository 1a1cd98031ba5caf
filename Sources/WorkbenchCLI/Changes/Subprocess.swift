import Foundation

/// A program run to its end, its output kept in files so a long one cannot fill a pipe.
struct Subprocess {
    let status: Int32
    let output: String
    let errors: String

    /// Runs `arguments` (the first found on `PATH`) in `directory`, with `environment` added.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Subprocess {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out"), errURL = logs.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        return Subprocess(status: process.terminationStatus,
                          output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                          errors: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
