import Diagnostics
import Foundation

/// The folder a scenario's fixtures must stay inside (SPEC §4): a `given catalog` or `given
/// flights` path is relative to the scenario, and once `..` and symbolic links are resolved it
/// must name a regular file inside the suite. So a scenario cannot make the workbench read, and
/// quote in an error, a file that is not part of its suite: `/etc/passwd`,
/// `../../../proc/self/environ`, or a link that leads out.
///
/// The suite is the folder the scenarios were named by: the `--scenarios` folder of `compare`
/// and `bench`; for a file named alone (`run FILE`), the folder above the file's own, so that
/// `../fixtures/` is in reach. The package's own `Scenarios/` is one suite: any scenario inside
/// it, `compare --scenarios Scenarios/search` or a change request's, may name a fixture
/// anywhere in it (`../fixtures/`, `../../fixtures/`).
public struct SuiteFolder: Sendable, Equatable, Codable {
    /// The folder as a message names it: as the user gave it, or as it was found from the file.
    public let shown: String
    /// The folder, absolute, with `.`, `..` and symbolic links resolved.
    public let path: String

    /// The package's own scenarios, relative to the folder the workbench runs in.
    public static let packageFolder = "Scenarios"

    /// The suite of the scenarios under `folder` (`compare --scenarios`, `bench`, `list`):
    /// that folder, or `packageFolder` when `folder` is inside it.
    public init(holding folder: String, packageFolder: String = SuiteFolder.packageFolder) {
        let path = Self.resolved(folder)
        if let package = Self.packageSuite(packageFolder), Self.isInside(path, package.path) {
            self = package
        } else {
            self.init(shown: folder, path: path)
        }
    }

    /// The suite of a scenario file named alone (`run FILE`): the folder above the file's
    /// own, or `packageFolder` when the file is inside it.
    public init(around file: String, packageFolder: String = SuiteFolder.packageFolder) {
        let folder = (file as NSString).deletingLastPathComponent
        let above = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent("..")
        self.init(holding: (above as NSString).standardizingPath, packageFolder: packageFolder)
    }

    private init(shown: String, path: String) {
        self.shown = shown
        self.path = path
    }

    // MARK: - Fixtures

    /// The file the fixture path `written` in `scenarioFile` names, if the suite holds it and
    /// it may be read: a regular file of at most ``TextFile/largestFile`` bytes.
    ///
    /// - Returns: The path as joined to the scenario's folder, for messages about the file's
    ///   contents, and the file with every link resolved, to read.
    /// - Throws: ``FixtureRefusal`` saying why the fixture is not read.
    public func fixture(_ written: String, namedIn scenarioFile: String) throws(FixtureRefusal) -> (shown: String, path: String) {
        guard !written.hasPrefix("/") else { throw .absolute(written) }
        let folder = (scenarioFile as NSString).deletingLastPathComponent
        let joined = folder.isEmpty ? written : (folder as NSString).appendingPathComponent(written)
        guard let path = Self.realPath(joined) else {
            // Nothing is there: say so only of a place inside the suite.
            guard Self.isInside(Self.resolved(joined), self.path) else { throw .outside(written, suite: shown) }
            throw .missing(written, lookedFor: joined)
        }
        guard Self.isInside(path, self.path) else { throw .outside(written, suite: shown) }
        do {
            try TextFile.requireReadable(at: path)
        } catch {
            throw .refused(written, error)
        }
        return (joined, path)
    }

    // MARK: - Paths

    /// The package's suite, if the package has its scenarios folder where the workbench runs.
    private static func packageSuite(_ folder: String) -> SuiteFolder? {
        realPath(folder).map { SuiteFolder(shown: folder, path: $0) }
    }

    /// Whether `path` is `folder` or inside it; both absolute and resolved.
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` absolute and resolved as far as it exists: the links of the part that is there
    /// followed, the `.` and `..` of the rest taken as written.
    static func resolved(_ path: String) -> String {
        if let real = realPath(path) { return real }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var rest: [String] = []
        while realPath(existing) == nil, existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let base = realPath(existing) ?? existing
        return rest.reduce(base) { ($0 as NSString).appendingPathComponent($1) }
    }

    /// The file system's own answer to where `path` leads, if anything is there.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Why a fixture a scenario names is not read, worded as every diagnostic is: what was
/// expected, and what was found.
public enum FixtureRefusal: Error, Equatable, CustomStringConvertible {
    /// The path is absolute: `/etc/passwd`.
    case absolute(String)
    /// Once `..` and links are resolved, the path leads out of the suite folder shown.
    case outside(String, suite: String)
    /// Nothing is at the path, which was joined to the scenario's folder as `lookedFor`.
    case missing(String, lookedFor: String)
    /// Something is there, but it is no file, or too large (``FileRefusal``).
    case refused(String, FileRefusal)

    public var description: String {
        switch self {
        case let .absolute(path):
            "expected a fixture path relative to the scenario, found the absolute path \"\(path)\""
        case let .outside(path, suite):
            "expected a fixture inside the suite folder \"\(suite)\", found \"\(path)\", which leads out of it"
        case let .missing(path, lookedFor):
            "no fixture file \"\(path)\" (looked for \(lookedFor))"
        case let .refused(path, refusal):
            "the fixture \"\(path)\" is refused: \(refusal)"
        }
    }
}
