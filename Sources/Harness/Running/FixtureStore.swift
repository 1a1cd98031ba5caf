import Diagnostics
import Domain
import Foundation
import ScenarioLanguage

/// Loads the catalogs and boards scenarios ask for, once each: many scenarios and every
/// architecture share them. A file is keyed by the path its links lead to, so
/// `search/../fixtures/songs.json` and `flights/../fixtures/songs.json` are one fixture.
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
            return try file(path, at: location, in: scenario, cache: &catalogs) { (text, name) throws(SourceDiagnostic) in
                SongCatalog(songs: try SongDecoder.decode(text, file: name))
            }
        }
    }

    /// The flight board a scenario's set-up names.
    func flights(for setup: Setup, scenario: Scenario) throws(SourceDiagnostic) -> [Flight] {
        switch setup.flights {
        case .standard:
            return try cached(&boards, "default") { () throws(SourceDiagnostic) in try Fixtures.defaultFlights() }
        case let .file(path, location):
            return try file(path, at: location, in: scenario, cache: &boards) { (text, name) throws(SourceDiagnostic) in
                try FlightBoardDecoder.decode(text, file: name)
            }
        }
    }

    // MARK: - Private

    /// The one place a fixture file a scenario names is opened. The path must lead to a
    /// regular file inside the scenario's suite, of at most ``TextFile/largestFile`` bytes
    /// (``SuiteFolder/fixture(_:namedIn:)``), or it is refused at the `given` statement that
    /// names it, before anything is read; then the file is read once, by the path its links
    /// lead to, and decoded. A fault in its contents is reported in the fixture file.
    private func file<T>(
        _ written: String, at location: SourceLocation, in scenario: Scenario, cache: inout [String: Result<T, SourceDiagnostic>],
        decode: (_ text: String, _ shownAs: String) throws(SourceDiagnostic) -> T
    ) throws(SourceDiagnostic) -> T {
        let fixture: (shown: String, path: String)
        do {
            fixture = try scenario.suite.fixture(written, namedIn: scenario.file)
        } catch {
            throw scenario.diagnostic(at: location, error.description)
        }
        return try cached(&cache, fixture.path) { () throws(SourceDiagnostic) in
            try decode(TextFile.read(at: fixture.path, shownAs: fixture.shown), fixture.shown)
        }
    }

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
}
