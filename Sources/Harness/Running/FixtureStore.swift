import Diagnostics
import Domain
import Foundation
import ScenarioLanguage

/// Loads the catalogs and boards scenarios ask for, once each: many scenarios and every
/// architecture share them.
@MainActor
public final class FixtureStore {
    private var catalogs: [String: Result<SongCatalog, SourceDiagnostic>] = [:]
    private var boards: [String: Result<[Flight], SourceDiagnostic>] = [:]
    /// The longest catalog generated so far for each seed.
    private var generated: [UInt64: SongCatalog] = [:]
    /// Told as a fixture file begins to load (true) and once it is loaded or refused (false):
    /// reading and decoding a large one takes a while, and a worker process says meanwhile that
    /// it is busy, not stuck.
    public var onLoading: ((_ isLoading: Bool) -> Void)?

    public init() {}

    /// The catalog a scenario's set-up names.
    func catalog(for setup: Setup, scenario: Scenario) throws(SourceDiagnostic) -> SongCatalog {
        switch setup.catalog {
        case .standard:
            return try cached(&catalogs, "default") { () throws(SourceDiagnostic) in try Fixtures.defaultCatalog() }
        case let .synthetic(count, seed):
            return syntheticCatalog(count: count, seed: seed)
        case let .file(path, location):
            let resolved = Self.resolve(path, relativeTo: scenario.file)
            try Self.requireFile(resolved, named: path, at: location, in: scenario)
            return try cached(&catalogs, Self.fileKey(resolved)) { () throws(SourceDiagnostic) in
                try Fixtures.loadCatalog(at: resolved, shownAs: resolved)
            }
        }
    }

    /// The flight board a scenario's set-up names.
    func flights(for setup: Setup, scenario: Scenario) throws(SourceDiagnostic) -> [Flight] {
        switch setup.flights {
        case .standard:
            return try cached(&boards, "default") { () throws(SourceDiagnostic) in try Fixtures.defaultFlights() }
        case let .file(path, location):
            let resolved = Self.resolve(path, relativeTo: scenario.file)
            try Self.requireFile(resolved, named: path, at: location, in: scenario)
            return try cached(&boards, Self.fileKey(resolved)) { () throws(SourceDiagnostic) in
                try Fixtures.loadFlights(at: resolved, shownAs: resolved)
            }
        }
    }

    // MARK: - Private

    /// A generated catalog is the start of any longer one with the same seed (its songs are made
    /// one after another from the seed), so the longest made so far serves every shorter one.
    private func syntheticCatalog(count: Int, seed: UInt64) -> SongCatalog {
        if let longest = generated[seed], longest.songs.count >= count { return longest.prefix(count) }
        let made = SyntheticCatalog.make(count: count, seed: seed)
        generated[seed] = made
        return made
    }

    private func cached<T>(
        _ store: inout [String: Result<T, SourceDiagnostic>], _ key: String,
        _ load: () throws(SourceDiagnostic) -> T
    ) throws(SourceDiagnostic) -> T {
        if let result = store[key] { return try result.get() }
        onLoading?(true)
        defer { onLoading?(false) }
        let result = Result { () throws(SourceDiagnostic) in try load() }
        store[key] = result
        return try result.get()
    }

    /// A fixture path is relative to the scenario file that names it.
    static func resolve(_ path: String, relativeTo scenarioFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let directory = (scenarioFile as NSString).deletingLastPathComponent
        return directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    }

    /// The file a resolved path names, spelt one way however the scenarios reach it:
    /// `search/../fixtures/songs.json` and `flights/../fixtures/songs.json` are one fixture.
    /// Symbolic links are followed first, so a `..` after a link means what it means to the
    /// file system.
    static func fileKey(_ resolved: String) -> String {
        URL(fileURLWithPath: resolved).resolvingSymlinksInPath().standardizedFileURL.path
    }

    private static func requireFile(_ resolved: String, named path: String, at location: SourceLocation, in scenario: Scenario) throws(SourceDiagnostic) {
        guard !FileManager.default.fileExists(atPath: resolved) else { return }
        throw scenario.diagnostic(at: location, "no fixture file \"\(path)\" (looked for \(resolved))")
    }
}
