import Foundation
import WorkbenchTestKit

/// Runs the built `workbench` program in a process of its own, as a user would, from the
/// package's folder: what worker processes need, as a test process cannot start itself as one.
struct BuiltToolRun {
    let status: Int32
    let output: String
    let errors: String

    /// The program beside the test bundle, where the build puts both.
    static let program = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("workbench").path

    /// - Parameter environment: Variables added to this process's environment, after
    ///   `COLUMNS=1000`: a terminal wide enough for the temporary folders' paths, whose lines
    ///   the tests read whole.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "1000"].merging(environment) { $1 }) { $1 }
        let ended = try CapturedProcess.run(process)
        (status, output, errors) = (ended.status, ended.output, ended.errors)
    }
}
