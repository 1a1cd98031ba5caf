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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(["W": BuiltToolRun.program]) { $1 }
        let ended = try CapturedProcess.run(process, readerGone: readerGone)
        (status, endedBySignal, output, errors) = (ended.status, ended.endedBySignal, ended.output, ended.errors)
    }
}
