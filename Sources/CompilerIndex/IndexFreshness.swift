import Foundation

/// Whether a package's index store can be trusted for its sources: present, and covering every
/// Swift file under `Sources/` with a unit written after the file last changed. When it cannot,
/// a reader falls back to reading the sources itself, and says why with ``problems``.
public struct IndexFreshness: Sendable, Equatable {
    /// Why one source file's facts cannot come from the index.
    public enum Problem: Sendable, Equatable {
        /// The file changed after the compiler indexed it.
        case newerThanUnit(path: String, modified: Date, indexed: Date)
        /// No unit covers the file: it is new, or its module was not built.
        case notIndexed(path: String)
    }

    /// Where the store is expected: `<scratch>/<configuration>/index/store`.
    public let storePath: String
    public let storeExists: Bool
    /// The files the store does not cover, by path; empty when the store is missing.
    public let problems: [Problem]

    /// Whether the index may be read in place of the sources.
    public var isFresh: Bool {
        storeExists && problems.isEmpty
    }

    /// The folder a SwiftPM build of `configuration` leaves its index store in.
    ///
    /// - Parameters:
    ///   - packageRoot: The package's folder.
    ///   - scratchPath: The build folder, relative to the root unless absolute (`.build`).
    ///   - configuration: `debug` or `release`.
    public static func storePath(packageRoot: String, scratchPath: String = ".build", configuration: String = "debug") -> String {
        let scratch = scratchPath.hasPrefix("/") ? URL(fileURLWithPath: scratchPath) : URL(fileURLWithPath: packageRoot).appendingPathComponent(scratchPath)
        return scratch.appendingPathComponent(configuration).appendingPathComponent("index/store").path
    }

    /// Checks the store of `configuration` against every Swift file under the package's `Sources/`.
    ///
    /// - Throws: ``IndexStoreError`` when the store is there but cannot be read.
    public static func check(
        packageRoot: String, scratchPath: String = ".build", configuration: String = "debug", library: IndexStoreLibrary
    ) throws(IndexStoreError) -> IndexFreshness {
        let store = storePath(packageRoot: packageRoot, scratchPath: scratchPath, configuration: configuration)
        guard FileManager.default.fileExists(atPath: store) else {
            return IndexFreshness(storePath: store, storeExists: false, problems: [])
        }
        return check(units: try IndexStore(path: store, library: library).units(), storePath: store, packageRoot: packageRoot)
    }

    /// Checks the `units` already read from the store at `storePath` against every Swift file
    /// under the package's `Sources/`: for a reader that goes on to read the same units' files.
    public static func check(units: [IndexUnit], storePath store: String, packageRoot: String) -> IndexFreshness {
        var indexed: [String: Date] = [:]
        for unit in units where !unit.isSystem && !unit.mainFile.isEmpty {
            let path = canonical(unit.mainFile)
            indexed[path] = max(indexed[path] ?? .distantPast, unit.modificationTime)
        }
        let problems = swiftFiles(under: URL(fileURLWithPath: packageRoot).appendingPathComponent("Sources")).compactMap { file -> Problem? in
            guard let time = indexed[file.path] else { return .notIndexed(path: file.path) }
            return file.modified > time ? .newerThanUnit(path: file.path, modified: file.modified, indexed: time) : nil
        }
        return IndexFreshness(storePath: store, storeExists: true, problems: problems)
    }

    /// The path with symbolic links resolved, so that the index's paths and the folder's compare equal.
    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The Swift files under `folder`, each with its modification time, read with `stat`:
    /// Foundation's resource values cost an unoptimised build a hundred times more per file.
    /// A link is not a regular file, as resource values have it, and is left out.
    private static func swiftFiles(under folder: URL) -> [(path: String, modified: Date)] {
        let root = folder.resolvingSymlinksInPath().path
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        return walk.compactMap { $0 as? String }
            .filter { ($0 as NSString).pathExtension == "swift" }
            .compactMap { relative in
                let path = root + "/" + relative
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
                #if canImport(Darwin)
                let time = info.st_mtimespec
                #else
                let time = info.st_mtim
                #endif
                return (path, Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000))
            }
            .sorted { $0.path < $1.path }
    }
}
