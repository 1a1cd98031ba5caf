import CompilerIndex
import Foundation

/// What `metrics --refresh-index` did: the build it ran, and what the index still cannot be
/// trusted for once it ended.
public struct IndexRefreshResult: Sendable, Equatable {
    /// The build run, as a command a reader could type: `swift build --scratch-path … -c debug`.
    public let command: String
    /// How many sources the build was made to compile again, their index not being trusted.
    public let recompiled: Int
    /// Whether the build succeeded, which alone confirms the index.
    public let buildSucceeded: Bool
    /// The compiler's error lines when the build failed (at most ten), paths relative to the package.
    public let compilerErrors: [String]
    /// Why the index still cannot be trusted for a source, one reason a source, sorted.
    public let untrusted: [String]
}

/// Builds the package into the build folder the analysis reads its index from, and confirms the
/// index when the build succeeds (``IndexRefresh``).
public enum IndexRefreshing {
    /// What a build about to start must be confirmed against: every source's content now.
    public static func sourcesBeforeBuild(root: String) -> [String: String] {
        SourceContents.hashes(packageRoot: root)
    }

    /// Confirms the debug index store under `root/.build` after a `swift build` of `root` that
    /// exited 0, for the sources whose content is still what it was `before` the build: for a
    /// tool that runs its own build of a package copy, whose index then judges as a refresh's would.
    ///
    /// - Throws: When the store cannot be read or the confirmation cannot be written.
    public static func confirmAfterSuccessfulBuild(root: String, before: [String: String]) throws {
        let store = IndexFreshness.storePath(packageRoot: root)
        let units = try IndexStore(path: store, library: IndexStoreLibrary()).units()
        try ConfirmedSources.confirming(before: before, after: SourceContents.hashes(packageRoot: root), units: units).save(storePath: store)
    }

    /// - Parameters:
    ///   - root: The package's folder.
    ///   - executable: The running program: its build folder is refreshed when it lies in the
    ///     package, else the package's `.build` in debug.
    /// - Throws: When there is no toolchain, or the build cannot be started, or the index cannot be read.
    public static func refresh(root: String, executable: String? = Bundle.main.executablePath) throws -> IndexRefreshResult {
        let rootURL = URL(fileURLWithPath: root).resolvingSymlinksInPath()
        let built = executable.flatMap(IndexRefresh.buildFolder(ofExecutable:))
        let (scratch, configuration) = built.flatMap { $0.scratchPath.hasPrefix(rootURL.path + "/") ? $0 : nil }
            ?? (rootURL.appendingPathComponent(".build").path, "debug")
        guard let swift = Toolchain.swift() else { throw IndexUnavailable("no swift on PATH or in a common toolchain folder") }
        let outcome = try IndexRefresh.run(packageRoot: rootURL.path, scratchPath: scratch, configuration: configuration,
                                           swift: swift, library: IndexStoreLibrary())
        let store = URL(fileURLWithPath: outcome.freshness.storePath).deletingLastPathComponent().deletingLastPathComponent()
        let errors = outcome.buildOutput.split(separator: "\n").filter { $0.contains("error:") }.prefix(10)
            .map { $0.replacingOccurrences(of: rootURL.path + "/", with: "") }
        return IndexRefreshResult(
            command: "swift build --scratch-path \(IndexedReferences.relative(scratch, root: rootURL.path)) -c \(configuration)",
            recompiled: outcome.recompiled.count,
            buildSucceeded: outcome.buildStatus == 0,
            compilerErrors: errors,
            untrusted: outcome.freshness.problems.map { IndexedReferences.describe($0, store: store, root: rootURL.path) }
        )
    }
}
