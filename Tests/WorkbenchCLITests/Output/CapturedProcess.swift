import Foundation

/// Runs a configured `Process` to its end, its standard input empty and its standard output and
/// error caught in files of a temporary folder, which a chatty program cannot fill as it can a
/// pipe.
enum CapturedProcess {
    struct Ended {
        /// The exit status, or the number of the signal that ended the process.
        let status: Int32
        let endedBySignal: Bool
        let output: String
        let errors: String
    }

    /// - Parameter readerGone: Whether standard output is a pipe whose reader has already gone,
    ///   as in `workbench list | head -1` once `head` has its line.
    static func run(_ process: Process, readerGone: Bool = false) throws -> Ended {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("out"), errorFile = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        process.standardInput = FileHandle.nullDevice
        if readerGone {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe
        } else {
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
        }
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return Ended(status: process.terminationStatus, endedBySignal: process.terminationReason == .uncaughtSignal,
                     output: try String(contentsOf: outputFile, encoding: .utf8),
                     errors: try String(contentsOf: errorFile, encoding: .utf8))
    }
}
