import Foundation

/// What the index store held for each source file when a build the workbench watched succeeded:
/// the file's content hash, taken before the build and the same after it, and the record the
/// store named for the file. Kept beside the store, in `<configuration>/index/confirmed-sources.json`.
///
/// SwiftPM leaves no proof of its own that a store matches the sources: a unit records when it
/// was written, not what it read; a build that fails after type checking (a constant used before
/// it is set) still writes its units; and a file edited with its old time and size is compiled by
/// no build at all. So the workbench confirms the store itself, from content, when it knows the
/// build succeeded (``IndexRefresh``): a later edit changes the hash, whatever the file's time
/// says, and a later build that rewrites a file's record (one that failed, or one the workbench
/// did not watch) names a record other than the one confirmed.
public struct ConfirmedSources: Codable, Sendable, Equatable {
    /// What was confirmed of one source file.
    public struct Entry: Codable, Sendable, Equatable {
        /// ``SourceContents/hash(_:)`` of the file the build compiled.
        public let contentHash: String
        /// The name of the record the store held for the file after the build.
        public let record: String
    }

    /// By absolute path, as the index names files.
    public let files: [String: Entry]

    /// Where the confirmation of the store at `storePath` (`…/index/store`) is kept.
    public static func path(storePath: String) -> String {
        URL(fileURLWithPath: storePath).deletingLastPathComponent().appendingPathComponent("confirmed-sources.json").path
    }

    /// The confirmation kept for the store at `storePath`, if any.
    public static func load(storePath: String) -> ConfirmedSources? {
        guard let data = FileManager.default.contents(atPath: path(storePath: storePath)) else { return nil }
        return try? JSONDecoder().decode(ConfirmedSources.self, from: data)
    }

    /// Confirms what a build that has just succeeded left in the store: each file whose content
    /// was hashed `before` the build, is the same now, and has a record in `units` (read after
    /// the build). A file changed while the build ran is left out: the build may have read either.
    ///
    /// - Parameters:
    ///   - before: ``SourceContents/hashes(packageRoot:)`` taken before the build started.
    ///   - after: The same, taken after it ended.
    ///   - units: The store's units, read after the build.
    public static func confirming(before: [String: String], after: [String: String], units: [IndexUnit]) -> ConfirmedSources {
        let records = IndexStore.newestRecords(of: units)
        var files: [String: Entry] = [:]
        for (path, hash) in before where after[path] == hash {
            guard let record = records[path] else { continue }
            files[path] = Entry(contentHash: hash, record: record.name)
        }
        return ConfirmedSources(files: files)
    }

    /// Writes the confirmation beside the store at `storePath`, in one step, so that a reader
    /// never sees half of it.
    public func save(storePath: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: URL(fileURLWithPath: Self.path(storePath: storePath)), options: .atomic)
    }
}
