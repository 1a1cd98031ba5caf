import Diagnostics
import Domain
import Foundation
import ScenarioLanguage
import WorkbenchTestKit

/// The committed files the fuzzer starts from: every scenario under `Scenarios/`, and every
/// catalog and board: the defaults in `Sources/Domain/Fixtures` and the files a scenario's
/// `given catalog` or `given flights` names. The default catalog and board are too large to
/// read ten thousand times in a debug build, so their inputs begin as excerpts of them (see
/// ``FixtureExcerpts``), and as the whole file once in ``wholeFileOdds``.
enum FuzzCorpus {
    /// One input in this many that begins as a fixture begins as a whole default fixture.
    static let wholeFileOdds = 1_000

    /// The file an input of `format` begins as, drawn from `random`.
    static func file(for format: FuzzFormat, _ random: inout SplitMix64) -> CorpusFile {
        switch format {
        case .scenario: random.element(of: scenarios)
        case .catalog: random.oneIn(wholeFileOdds) ? defaultCatalog : random.element(of: catalogs)
        case .board: random.oneIn(wholeFileOdds) ? defaultBoard : random.element(of: boards)
        }
    }

    static let scenarios: [CorpusFile] = scenarioPaths.map(CorpusFile.init(path:))

    static let defaultCatalog = CorpusFile(path: "Sources/Domain/Fixtures/default-catalog.json")
    static let defaultBoard = CorpusFile(path: "Sources/Domain/Fixtures/default-flights.json")

    /// The default catalog's excerpts and the catalogs scenarios name.
    static let catalogs: [CorpusFile] = {
        let named = namedFixtures { if case let .file(path, _) = $0.catalog { path } else { nil } }
        return FixtureExcerpts.catalog(defaultCatalog) + named.map(CorpusFile.init(path:))
    }()

    /// The default board's excerpts and the boards scenarios name.
    static let boards: [CorpusFile] = {
        let named = namedFixtures { if case let .file(path, _) = $0.flights { path } else { nil } }
        return FixtureExcerpts.board(defaultBoard) + named.map(CorpusFile.init(path:))
    }()

    // MARK: - Finding the files

    private static let scenarioPaths: [String] = {
        let folder = (packageRoot as NSString).appendingPathComponent("Scenarios")
        let found = FileManager.default.enumerator(atPath: folder)?.allObjects.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".scenario") }.sorted().map { "Scenarios/" + $0 }
    }()

    /// The fixture files the committed scenarios name, relative to the package, each once.
    private static func namedFixtures(_ path: (Setup) -> String?) -> [String] {
        var found: Set<String> = []
        for scenario in scenarios {
            guard let text = try? TextFile.decode(scenario.bytes, shownAs: scenario.name),
                  let parsed = try? ScenarioParser.parse(text, file: scenario.name),
                  let fixture = path(parsed.setup)
            else { continue }
            let absolute = ((scenario.name as NSString).deletingLastPathComponent as NSString).appendingPathComponent(fixture)
            found.insert(String((absolute as NSString).standardizingPath.dropFirst(packageRoot.count + 1)))
        }
        return found.sorted()
    }
}
