import Diagnostics
import Foundation
import ScenarioLanguage
import Testing
import WorkbenchTestKit

/// A scenario's fixtures are confined to its suite (SPEC §4): every test here works in a folder
/// of its own, with a `Scenarios/` of its own standing for the package's.
struct SuiteFolderTests {
    // MARK: - Which folder is the suite

    @Test func aFolderOfScenariosIsItsOwnSuite() throws {
        let folder = try ScenarioFolder(["suite/a.scenario": "", "Scenarios/b.scenario": ""])
        defer { folder.remove() }
        let suite = SuiteFolder(holding: folder.file("suite"), packageFolder: folder.file("Scenarios"))
        #expect(suite.path == real(folder.file("suite")))
        #expect(suite.shown == folder.file("suite"))
    }

    @Test(arguments: ["Scenarios", "Scenarios/search", "Scenarios/changes/favourites", "Scenarios/search/../flights"])
    func aFolderInsideThePackagesScenariosBelongsToThem(named: String) throws {
        let folder = try ScenarioFolder([
            "Scenarios/search/a.scenario": "", "Scenarios/flights/a.scenario": "", "Scenarios/changes/favourites/a.scenario": "",
        ])
        defer { folder.remove() }
        let suite = SuiteFolder(holding: folder.file(named), packageFolder: folder.file("Scenarios"))
        #expect(suite.path == real(folder.file("Scenarios")))
        #expect(suite.shown == folder.file("Scenarios"))
    }

    @Test func aFileNamedAloneReachesTheFolderAboveItsOwn() throws {
        let folder = try ScenarioFolder(["suite/search/a.scenario": ""])
        defer { folder.remove() }
        let suite = SuiteFolder(around: folder.file("suite/search/a.scenario"), packageFolder: folder.file("Scenarios"))
        #expect(suite.path == real(folder.file("suite")))
        #expect(suite.shown == folder.file("suite"))
    }

    @Test func aFileInsideThePackagesScenariosReachesThemAll() throws {
        // A change request's scenario names `../../fixtures/`, two folders up.
        let folder = try ScenarioFolder(["Scenarios/changes/favourites/a.scenario": "", "Scenarios/fixtures/songs.json": "{}"])
        defer { folder.remove() }
        let suite = SuiteFolder(around: folder.file("Scenarios/changes/favourites/a.scenario"), packageFolder: folder.file("Scenarios"))
        #expect(suite.path == real(folder.file("Scenarios")))
        #expect(try suite.fixture("../../fixtures/songs.json", namedIn: folder.file("Scenarios/changes/favourites/a.scenario")).path
            == real(folder.file("Scenarios/fixtures/songs.json")))
    }

    @Test func theSuiteOfTheScenariosWhereTheWorkbenchRunsIsTheirOwnFolder() {
        #expect(SuiteFolder.packageFolder == "Scenarios")
    }

    // MARK: - Fixtures inside

    @Test func aFixtureBesideTheScenarioOrInASiblingFolderIsInside() throws {
        let folder = try ScenarioFolder(["search/a.scenario": "", "search/songs.json": "{}", "fixtures/board.json": "{}"])
        defer { folder.remove() }
        let suite = SuiteFolder(holding: folder.path, packageFolder: folder.file("Scenarios"))
        let scenario = folder.file("search/a.scenario")

        #expect(try suite.fixture("songs.json", namedIn: scenario) == (folder.file("search/songs.json"), real(folder.file("search/songs.json"))))
        #expect(try suite.fixture("../fixtures/board.json", namedIn: scenario)
            == (folder.file("search/../fixtures/board.json"), real(folder.file("fixtures/board.json"))))
    }

    @Test func aLinkThatStaysInsideIsTheFileItLeadsTo() throws {
        let folder = try ScenarioFolder(["a.scenario": "", "real/board.json": "{}"])
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.file("board.json"), withDestinationPath: folder.file("real/board.json"))
        let suite = SuiteFolder(holding: folder.path, packageFolder: folder.file("Scenarios"))
        #expect(try suite.fixture("board.json", namedIn: folder.file("a.scenario")).path == real(folder.file("real/board.json")))
    }

    // MARK: - Fixtures refused

    @Test(arguments: ["/etc/passwd", "/etc/shadow", "/proc/self/environ", "/"])
    func anAbsolutePathIsRefused(path: String) throws {
        let folder = try ScenarioFolder(["a.scenario": ""])
        defer { folder.remove() }
        let suite = SuiteFolder(holding: folder.path, packageFolder: folder.file("Scenarios"))
        #expect(throws: FixtureRefusal.absolute(path)) { try suite.fixture(path, namedIn: folder.file("a.scenario")) }
    }

    @Test func aPathThatLeadsOutOfTheSuiteIsRefusedWhetherOrNotAnythingIsThere() throws {
        let folder = try ScenarioFolder(["suite/search/a.scenario": "", "secret.json": "{\"token\": \"s3cr3t\"}"])
        defer { folder.remove() }
        let suite = SuiteFolder(holding: folder.file("suite"), packageFolder: folder.file("Scenarios"))
        let scenario = folder.file("suite/search/a.scenario")

        for path in ["../../secret.json", "../../nothing.json", "../../../../../../../../etc/passwd", "../x/../../secret.json"] {
            #expect(throws: FixtureRefusal.outside(path, suite: folder.file("suite"))) { try suite.fixture(path, namedIn: scenario) }
        }
    }

    @Test func aLinkThatLeadsOutOfTheSuiteIsRefused() throws {
        let folder = try ScenarioFolder(["suite/a.scenario": "", "secret.json": "{}", "elsewhere/keep.txt": ""])
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.file("suite/songs.json"), withDestinationPath: folder.file("secret.json"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("suite/out"), withDestinationPath: folder.file("elsewhere"))
        let suite = SuiteFolder(holding: folder.file("suite"), packageFolder: folder.file("Scenarios"))
        let scenario = folder.file("suite/a.scenario")

        #expect(throws: FixtureRefusal.outside("songs.json", suite: folder.file("suite"))) { try suite.fixture("songs.json", namedIn: scenario) }
        #expect(throws: FixtureRefusal.outside("out/keep.txt", suite: folder.file("suite"))) { try suite.fixture("out/keep.txt", namedIn: scenario) }
        // `out/..` is, to the file system, the folder the link leads into: outside.
        #expect(throws: FixtureRefusal.outside("out/../secret.json", suite: folder.file("suite"))) {
            try suite.fixture("out/../secret.json", namedIn: scenario)
        }
    }

    @Test func aMissingFileInsideIsMissing() throws {
        let folder = try ScenarioFolder(["search/a.scenario": ""])
        defer { folder.remove() }
        let suite = SuiteFolder(holding: folder.path, packageFolder: folder.file("Scenarios"))
        #expect(throws: FixtureRefusal.missing("../fixtures/none.json", lookedFor: folder.file("search/../fixtures/none.json"))) {
            try suite.fixture("../fixtures/none.json", namedIn: folder.file("search/a.scenario"))
        }
    }

    @Test func aFolderAFIFOOrAFileTooLargeIsRefused() throws {
        let folder = try ScenarioFolder(["a.scenario": "", "fixtures/keep.txt": ""])
        defer { folder.remove() }
        try #require(mkfifo(folder.file("pipe.json"), 0o600) == 0)
        try Data(repeating: 0x20, count: 10_000_001).write(to: URL(fileURLWithPath: folder.file("big.json")))
        let suite = SuiteFolder(holding: folder.path, packageFolder: folder.file("Scenarios"))
        let scenario = folder.file("a.scenario")

        #expect(throws: FixtureRefusal.refused("fixtures", .notAFile(.folder))) { try suite.fixture("fixtures", namedIn: scenario) }
        #expect(throws: FixtureRefusal.refused(".", .notAFile(.folder))) { try suite.fixture(".", namedIn: scenario) }
        #expect(throws: FixtureRefusal.refused("pipe.json", .notAFile(.fifo))) { try suite.fixture("pipe.json", namedIn: scenario) }
        #expect(throws: FixtureRefusal.refused("big.json", .tooLarge(bytes: 10_000_001, largest: 10_000_000))) {
            try suite.fixture("big.json", namedIn: scenario)
        }
    }

    @Test func eachRefusalSaysWhatWasExpected() {
        #expect(FixtureRefusal.absolute("/etc/passwd").description
            == "expected a fixture path relative to the scenario, found the absolute path \"/etc/passwd\"")
        #expect(FixtureRefusal.outside("../../x.json", suite: "Scenarios").description
            == "expected a fixture inside the suite folder \"Scenarios\", found \"../../x.json\", which leads out of it")
        #expect(FixtureRefusal.missing("x.json", lookedFor: "Scenarios/search/x.json").description
            == "no fixture file \"x.json\" (looked for Scenarios/search/x.json)")
        #expect(FixtureRefusal.refused("fixtures", .notAFile(.folder)).description
            == "the fixture \"fixtures\" is refused: expected a file, found a folder")
    }

    // MARK: - Helpers

    /// `path` as the file system resolves it.
    private func real(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
