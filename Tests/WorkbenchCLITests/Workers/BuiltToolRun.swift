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

    /// - Parameter environment: Variables added to this process's environment.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("out"), errorFile = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        output = try String(contentsOf: outputFile, encoding: .utf8)
        errors = try String(contentsOf: errorFile, encoding: .utf8)
    }
}
