import Foundation

/// Whether a package's index store can be trusted for its sources: present, and for every Swift
/// file under `Sources/`, holding the record a build the workbench watched succeed left for the
/// file's present content (``ConfirmedSources``). Judged by content, never by time: a file's time
/// can be set into the past, and a build that fails still writes units. When the store cannot be
/// trusted for a file, a reader falls back to reading the sources itself, and says why with
/// ``problems``.
public struct IndexFreshness: Sendable, Equatable {
    /// Why one source file's facts cannot come from the index.
    public enum Problem: Sendable, Equatable {
        /// No unit covers the file: it is new, or its module was not built since the store was made.
        case notIndexed(path: String)
        /// The store has a record of the file, but no build the workbench watched succeed confirmed it.
        case unconfirmed(path: String)
        /// The file's content is not the content the confirmed build indexed.
        case changed(path: String)
        /// The content is the one confirmed, but a later build (one that failed, or one the
        /// workbench did not watch) has written another record for the file.
        case reindexed(path: String)

        /// The file the problem is about.
        public var path: String {
            switch self {
            case let .notIndexed(path), let .unconfirmed(path), let .changed(path), let .reindexed(path): path
            }
        }
    }

    /// Where the store is expected: `<scratch>/<configuration>/index/store`.
    public let storePath: String
    public let storeExists: Bool
    /// The files the store cannot be trusted for, by path; empty when the store is missing.
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
        let records = IndexStore.newestRecords(of: units)
        let confirmed = ConfirmedSources.load(storePath: store)?.files ?? [:]
        let problems = SourceContents.hashes(packageRoot: packageRoot).sorted { $0.key < $1.key }.compactMap { path, hash -> Problem? in
            guard let record = records[path] else { return .notIndexed(path: path) }
            guard let entry = confirmed[path] else { return .unconfirmed(path: path) }
            if entry.contentHash != hash { return .changed(path: path) }
            return entry.record == record.name ? nil : .reindexed(path: path)
        }
        return IndexFreshness(storePath: store, storeExists: true, problems: problems)
    }
}
