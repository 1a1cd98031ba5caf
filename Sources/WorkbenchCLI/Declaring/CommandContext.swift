import ArchitectureKit
import Foundation
import ScenarioLanguage
import Workbench

/// What every command runs with: the architectures, where results and diagnostics go, and the
/// checks a command makes before any work starts.
@MainActor
struct CommandContext {
    /// The registered architectures, in the order reports show them (tests may add their own).
    let architectures: [any Architecture]
    /// Results.
    let output: TextOutput
    /// Diagnostics: usage errors, unreadable files, a stale report.
    let errors: TextOutput
    /// What `play` reads its statements from.
    let input: LineInput
    /// Whether a user types that input at a terminal that also shows the output: `play`
    /// then redraws its screen in place, under a prompt.
    let isInteractive: Bool
    let progress: Progress
    let useColor: Bool
    /// How many columns the text on standard output may take (``TerminalWidth``).
    let width: Int
    /// Where a full `compare` writes the report without `--out`; nil writes none (tests).
    let reportDirectory: String?
    /// The build this process is: `debug` or `release`.
    let build: String
    /// How to start worker processes; nil when there are none to start (tests in-process,
    /// whose architectures a worker may not know), and everything runs in this process.
    let workers: WorkerLauncher?

    /// What has become of the output and the errors so far: ``ExitCode/closedPipe`` when a
    /// reader went away, ``ExitCode/unwritableOutput`` when a write failed otherwise, and
    /// success while every write has gone through.
    var outputStatus: ExitCode {
        let failures = [output.failure, errors.failure].compactMap { $0 }
        if failures.contains(where: \.isClosedPipe) { return .closedPipe }
        return failures.isEmpty ? .success : .unwritableOutput
    }

    /// How many seconds a worker may go without a word (`--worker-timeout`).
    func workerTimeout(_ arguments: ParsedArguments) throws(UsageError) -> Int {
        try arguments.count("--worker-timeout", in: 1...86_400, default: OptionSpec.defaultWorkerTimeout)
    }

    /// How many workers `--jobs` asks for, one per core by default; 1 runs in this process.
    func jobs(_ arguments: ParsedArguments) throws(UsageError) -> Int {
        try arguments.count("--jobs", in: 1...OptionSpec.mostJobs, default: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The architectures `--arch` names, in the order given; every one when it is not given.
    func select(_ ids: [String]?) throws(UsageError) -> [any Architecture] {
        guard let ids else { return architectures }
        do {
            return try ArchitectureRegistry.select(ids, from: architectures)
        } catch {
            throw .unknownArchitecture(error.name, suggestions: error.suggestions, known: error.known)
        }
    }

    /// Whether `selected` is every registered architecture.
    func isEveryArchitecture(_ selected: [any Architecture]) -> Bool {
        Set(selected.map(\.id)) == Set(architectures.map(\.id))
    }

    /// The scenarios under `folder`.
    func scenarios(in folder: String) throws(UsageError) -> ScenarioLibrary {
        try Preflight.requireScenarioFolder(folder)
        do {
            return try ScenarioLibrary.load(directory: folder)
        } catch {
            switch error {
            case let .noSuchDirectory(path): throw .noScenarioFolder(path)
            case let .empty(path): throw .emptyScenarioFolder(path)
            }
        }
    }
}

/// The checks a command makes on the file system before it starts.
enum Preflight {
    /// The package whose sources a command reads is there.
    static func requirePackage(at path: String) throws(UsageError) {
        guard FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift")) else {
            throw .noPackage(path)
        }
    }

    /// `folder` is a folder; a scenario file given for it is pointed to `run`.
    static func requireScenarioFolder(_ folder: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { throw .noScenarioFolder(folder) }
        guard isDirectory.boolValue else { throw .scenarioFolderIsAFile(folder) }
    }

    /// `folder` can be written: it is a writable folder, or the nearest folder that exists
    /// above it is one (the report makes the rest). Permissions do not prove it (root passes
    /// them everywhere, and a read-only mount or /proc still refuses): a file made and removed
    /// there does, and nothing of it is left.
    static func requireWritableFolder(_ folder: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        var candidate = (folder as NSString).standardizingPath
        while !FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
            let parent = (candidate as NSString).deletingLastPathComponent
            candidate = parent.isEmpty || parent == candidate ? "." : parent
            if candidate == "." { isDirectory = true; break }
        }
        guard isDirectory.boolValue else {
            throw .unwritableFolder(folder, reason: "\(candidate) is a file, not a folder")
        }
        let probe = (candidate as NSString).appendingPathComponent(".workbench-write-probe-\(getpid())")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw .unwritableFolder(folder, reason: "no file can be made in \(candidate)")
        }
        close(descriptor)
        unlink(probe)
    }

    /// A file can be written at `path`: it is not a folder, and a file can be made in its folder.
    static func requireWritableFile(_ path: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unwritableFile(path, reason: "it is a folder")
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try requireWritableFolder(folder.isEmpty ? "." : folder)
        } catch {
            guard case let .unwritableFolder(_, reason) = error else { throw error }
            throw .unwritableFile(path, reason: reason)
        }
    }

    /// Whether two paths name the same place once `.` and `..` are resolved.
    static func isSamePath(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }
}
