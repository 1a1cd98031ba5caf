import Foundation
import WorkbenchTestKit

/// Runs the built `workbench` program from a shell line, for what only a shell sets up: an
/// output redirected to `/dev/full` or closed, a signal ignored, a limit on file sizes.
/// In `script`, `$W` is the program; it runs in the package's folder.
struct ShellRun {
    /// The exit status, or the number of the signal that ended the shell.
    let status: Int32
    let endedBySignal: Bool
    let output: String
    let errors: String

    /// - Parameter readerGone: Whether the shell's standard output is a pipe whose reader has
    ///   already gone, as in `workbench list | head -1` once `head` has its line.
    init(_ script: String, readerGone: Bool = false) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("out"), errorFile = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(["W": BuiltToolRun.program]) { $1 }
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        if readerGone {
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe
        } else {
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
        }
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        endedBySignal = process.terminationReason == .uncaughtSignal
        output = try String(contentsOf: outputFile, encoding: .utf8)
        errors = try String(contentsOf: errorFile, encoding: .utf8)
    }
}
