import Diagnostics
import Domain
import Foundation

/// Finds and parses the scenario files under a folder. A file that cannot be read or parsed
/// never stops the others: it is kept as a diagnostic.
public struct ScenarioLibrary: Sendable {
    /// One file: its scenario, or what is wrong with it.
    public struct Entry: Sendable {
        public let file: String
        public let result: Result<Scenario, SourceDiagnostic>
    }

    public let entries: [Entry]

    /// Loads every `*.scenario` file under `directory`, in path order, outside its `changes/`
    /// folder. Their fixtures must stay inside the suite the folder belongs to
    /// (``SuiteFolder/init(holding:packageFolder:)``).
    ///
    /// - Throws: ``LibraryError`` when the folder does not exist or holds no scenario.
    public static func load(directory: String) throws(LibraryError) -> ScenarioLibrary {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .noSuchDirectory(directory)
        }
        let files = scenarioFiles(in: directory)
        guard !files.isEmpty else { throw .empty(directory) }
        let suite = SuiteFolder(holding: directory)
        return ScenarioLibrary(entries: files.map { load(file: $0, suite: suite) }.markingDuplicateNames())
    }

    /// Loads one scenario file: unreadable, not UTF-8 (at its first bad byte) or malformed is
    /// a failed entry.
    ///
    /// - Parameters:
    ///   - file: The file, as the user named it.
    ///   - suite: The folder its fixtures must stay inside; nil for a file named alone, whose
    ///     suite its folder gives (``SuiteFolder/init(around:packageFolder:)``).
    public static func load(file: String, suite: SuiteFolder? = nil) -> Entry {
        Entry(file: file, result: Result { () throws(SourceDiagnostic) in
            try ScenarioParser.parse(TextFile.read(at: file, shownAs: file), file: file, suite: suite)
        })
    }

    /// The folder of change requests (`workbench changes`): their scenarios show behaviour the
    /// package does not have yet, so a folder's `changes/` is never loaded with it. A change's
    /// own folder, named directly, loads as any other.
    public static let changesFolder = "changes"

    private static func scenarioFiles(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative == changesFolder {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".scenario") { files.append((directory as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }
}

/// Why a folder of scenarios could not be used at all.
public enum LibraryError: Error, Equatable, CustomStringConvertible {
    case noSuchDirectory(String)
    case empty(String)

    public var description: String {
        switch self {
        case let .noSuchDirectory(path): "no scenario folder \"\(path)\"; run from the package root or pass --scenarios DIR"
        case let .empty(path): "no *.scenario files under \"\(path)\""
        }
    }
}

extension Array where Element == ScenarioLibrary.Entry {
    /// Two files with one scenario name would be indistinguishable in a report: the later is
    /// an error at its name, in its `scenario` statement.
    fileprivate func markingDuplicateNames() -> [Element] {
        var firstFile: [String: String] = [:]
        return map { entry in
            guard case let .success(scenario) = entry.result else { return entry }
            if let other = firstFile[scenario.name] {
                return ScenarioLibrary.Entry(file: entry.file, result: .failure(scenario.diagnostic(
                    at: scenario.nameLocation, "the scenario name \"\(scenario.name)\" is already used by \(other)")))
            }
            firstFile[scenario.name] = entry.file
            return entry
        }
    }
}
