import Foundation

/// How a worker process is started: this program again, as `workbench worker`.
struct WorkerLauncher: Sendable {
    /// The program's path.
    let executable: String
    /// Its arguments after the program's name.
    let arguments: [String]

    /// This very program, found through `/proc/self/exe` (the first argument may be a bare
    /// name found on the PATH); nil when it cannot be found.
    static func thisProgram() -> WorkerLauncher? {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first
        guard let path, FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return WorkerLauncher(executable: path, arguments: [WorkerCommand.name])
    }
}
