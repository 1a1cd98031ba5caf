import Diagnostics
import Domain
import Foundation
@testable import Harness
import ScenarioLanguage
import Testing
import WorkbenchTestKit

@MainActor
struct FixtureStoreTests {
    // MARK: - Defaults

    @Test func theDefaultCatalogAndBoardAreTheBundledFixtures() throws {
        let parsed = try scenario("scenario \"x\"\ngiven catalog default\ngiven flights default\nlaunch search\n")
        let store = FixtureStore()

        let catalog = try store.catalog(for: parsed.setup, scenario: parsed)
        let board = try store.flights(for: parsed.setup, scenario: parsed)

        #expect(catalog.songs == (try Fixtures.defaultCatalog().songs))
        #expect(catalog.songs.count == 95)
        #expect(catalog.songs.first?.trackName == "Hey Jude")
        #expect(board == (try Fixtures.defaultFlights()))
        #expect(board.count == 17)
        #expect(board.first?.id == "BA112")
    }

    // MARK: - Files

    @Test func aRelativeFixturePathResolvesNextToTheScenarioFile() throws {
        let folder = try ScenarioFolder([
            "search/songs.json": songs(["Next To It"]),
            "songs.json": songs(["At The Root"]),
            "fixtures/board.json": board(number: "287"),
        ])
        defer { folder.remove() }
        let parsed = try scenario("""
            scenario "x"
            given catalog "songs.json"
            given flights "../fixtures/board.json"
            launch search
            """, file: folder.file("search/x.scenario"))
        let store = FixtureStore()

        #expect(try store.catalog(for: parsed.setup, scenario: parsed).songs.map(\.trackName) == ["Next To It"])
        #expect(try store.flights(for: parsed.setup, scenario: parsed).map(\.id) == ["BA287"])
    }

    @Test func aMissingCatalogIsReportedAtTheScenarioGivenLine() throws {
        let folder = try ScenarioFolder(["search/songs.json": songs(["Elsewhere"])])
        defer { folder.remove() }
        let parsed = try scenario("scenario \"x\"\ngiven catalog \"nope.json\"\nlaunch search\n", file: folder.file("search/x.scenario"))

        #expect(throws: SourceDiagnostic(
            file: folder.file("search/x.scenario"), location: SourceLocation(line: 2, column: 15), lineText: #"given catalog "nope.json""#,
            message: "no fixture file \"nope.json\" (looked for \(folder.file("search/nope.json")))"
        )) {
            try FixtureStore().catalog(for: parsed.setup, scenario: parsed)
        }
    }

    @Test func aMissingBoardIsReportedAtTheScenarioGivenLine() throws {
        let folder = try ScenarioFolder(["flights/board.json": board(number: "287")])
        defer { folder.remove() }
        let parsed = try scenario(
            "scenario \"x\"\n# the board\n  given flights \"../board.json\"  # not there\nlaunch flights\n",
            file: folder.file("flights/x.scenario"))

        #expect(throws: SourceDiagnostic(
            file: folder.file("flights/x.scenario"), location: SourceLocation(line: 3, column: 17),
            lineText: #"  given flights "../board.json"  # not there"#,
            message: "no fixture file \"../board.json\" (looked for \(folder.file("flights/../board.json")))"
        )) {
            try FixtureStore().flights(for: parsed.setup, scenario: parsed)
        }
    }

    @Test func aMalformedCatalogIsReportedInTheFixtureFile() throws {
        let folder = try ScenarioFolder([
            "songs.json": "{\"results\": [\n  {\"trackId\": 1, \"trackName\": \"A\" \"artistName\": \"B\"}\n]}\n",
        ])
        defer { folder.remove() }
        let parsed = try scenario("scenario \"x\"\ngiven catalog \"songs.json\"\nlaunch search\n", file: folder.file("x.scenario"))

        #expect(throws: SourceDiagnostic(
            file: folder.file("songs.json"), location: SourceLocation(line: 2, column: 35),
            lineText: #"  {"trackId": 1, "trackName": "A" "artistName": "B"}"#,
            message: #"expected "," or "}" after a member"#
        )) {
            try FixtureStore().catalog(for: parsed.setup, scenario: parsed)
        }
    }

    @Test func aMalformedBoardIsReportedInTheFixtureFile() throws {
        let folder = try ScenarioFolder(["board.json": #"{"airlines": [], "airports": []}"#])
        defer { folder.remove() }
        let parsed = try scenario("scenario \"x\"\ngiven flights \"board.json\"\nlaunch flights\n", file: folder.file("x.scenario"))

        #expect(throws: SourceDiagnostic(
            file: folder.file("board.json"), location: SourceLocation(line: 1, column: 1),
            lineText: #"{"airlines": [], "airports": []}"#,
            message: #"the board has no "flights"; expected an array"#
        )) {
            try FixtureStore().flights(for: parsed.setup, scenario: parsed)
        }
    }

    // MARK: - Once each

    @Test func aFixtureAskedForTwiceIsReadOnce() throws {
        let folder = try ScenarioFolder(["songs.json": songs(["First"]), "board.json": board(number: "287")])
        defer { folder.remove() }
        let first = try scenario("scenario \"a\"\ngiven catalog \"songs.json\"\ngiven flights \"board.json\"\nlaunch search\n", file: folder.file("a.scenario"))
        let second = try scenario("scenario \"b\"\ngiven catalog \"songs.json\"\ngiven flights \"board.json\"\nlaunch search\n", file: folder.file("b.scenario"))
        let store = FixtureStore()
        #expect(try store.catalog(for: first.setup, scenario: first).songs.map(\.trackName) == ["First"])
        #expect(try store.flights(for: first.setup, scenario: first).map(\.id) == ["BA287"])

        // Were the files read again, the store would see the new text.
        try songs(["Second"]).write(toFile: folder.file("songs.json"), atomically: true, encoding: .utf8)
        try board(number: "288").write(toFile: folder.file("board.json"), atomically: true, encoding: .utf8)

        #expect(try store.catalog(for: second.setup, scenario: second).songs.map(\.trackName) == ["First"])
        #expect(try store.flights(for: second.setup, scenario: second).map(\.id) == ["BA287"])
        #expect(try FixtureStore().catalog(for: first.setup, scenario: first).songs.map(\.trackName) == ["Second"])
        #expect(try FixtureStore().flights(for: first.setup, scenario: first).map(\.id) == ["BA288"])
    }

    @Test func aFixtureThatFailedToLoadFailsAgainWithoutBeingReadAgain() throws {
        let folder = try ScenarioFolder(["board.json": #"{"airlines": [], "airports": []}"#])
        defer { folder.remove() }
        let parsed = try scenario("scenario \"x\"\ngiven flights \"board.json\"\nlaunch flights\n", file: folder.file("x.scenario"))
        let store = FixtureStore()
        #expect(throws: SourceDiagnostic.self) { try store.flights(for: parsed.setup, scenario: parsed) }

        try board(number: "287").write(toFile: folder.file("board.json"), atomically: true, encoding: .utf8)

        #expect(throws: SourceDiagnostic.self) { try store.flights(for: parsed.setup, scenario: parsed) }
        #expect(try FixtureStore().flights(for: parsed.setup, scenario: parsed).map(\.id) == ["BA287"])
    }

    @Test func oneFileNamedFromTwoFoldersIsReadOnce() throws {
        // `../fixtures/songs.json` from search/ and from flights/ name one file: one load.
        let folder = try ScenarioFolder(["fixtures/songs.json": songs(["First"])])
        defer { folder.remove() }
        let text = "scenario \"x\"\ngiven catalog \"../fixtures/songs.json\"\nlaunch search\n"
        let fromSearch = try scenario(text, file: folder.file("search/x.scenario"))
        let fromFlights = try scenario(text, file: folder.file("flights/x.scenario"))
        try FileManager.default.createDirectory(atPath: folder.file("search"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("flights"), withIntermediateDirectories: true)
        let store = FixtureStore()
        _ = try store.catalog(for: fromSearch.setup, scenario: fromSearch)

        try songs(["Second"]).write(toFile: folder.file("fixtures/songs.json"), atomically: true, encoding: .utf8)

        #expect(try store.catalog(for: fromFlights.setup, scenario: fromFlights).songs.map(\.trackName) == ["First"])
    }

    @Test func aBoardNamedThroughASymbolicLinkIsTheFileTheLinkLeadsTo() throws {
        // `link/../board.json` is the board next to the link's target, not next to the link.
        let folder = try ScenarioFolder([
            "real/inner/keep.txt": "", "real/board.json": board(number: "287"), "board.json": board(number: "112"),
        ])
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: folder.file("real/inner"))
        let throughLink = try scenario("scenario \"x\"\ngiven flights \"link/../board.json\"\nlaunch flights\n", file: folder.file("x.scenario"))
        let direct = try scenario("scenario \"x\"\ngiven flights \"board.json\"\nlaunch flights\n", file: folder.file("x.scenario"))
        let store = FixtureStore()

        #expect(try store.flights(for: direct.setup, scenario: direct).map(\.id) == ["BA112"])
        #expect(try store.flights(for: throughLink.setup, scenario: throughLink).map(\.id) == ["BA287"])
    }

    // MARK: - Confined to the suite

    @Test(arguments: ["/etc/passwd", "/proc/self/environ"])
    func anAbsolutePathIsRefusedAtTheGivenStatement(path: String) throws {
        let folder = try ScenarioFolder(["search/x.scenario": ""])
        defer { folder.remove() }
        let parsed = try ScenarioParser.parse("scenario \"x\"\ngiven catalog \"\(path)\"\nlaunch search\n", file: folder.file("search/x.scenario"))

        #expect(throws: SourceDiagnostic(
            file: folder.file("search/x.scenario"), location: SourceLocation(line: 2, column: 15), lineText: "given catalog \"\(path)\"",
            message: "expected a fixture path relative to the scenario, found the absolute path \"\(path)\""
        )) {
            try FixtureStore().catalog(for: parsed.setup, scenario: parsed)
        }
    }

    @Test func aFileOutsideTheSuiteIsRefusedAtTheGivenStatementAndNeverQuoted() throws {
        // Not JSON: read as a board, its first line would be quoted in the error.
        let folder = try ScenarioFolder(["suite/flights/x.scenario": "", "secret.txt": "TOKEN=s3cr3t\n"])
        defer { folder.remove() }
        let file = folder.file("suite/flights/x.scenario")
        let text = "scenario \"x\"\ngiven flights \"../../secret.txt\"\nlaunch flights\n"
        let parsed = try ScenarioParser.parse(text, file: file, suite: SuiteFolder(holding: folder.file("suite")))

        let error = #expect(throws: SourceDiagnostic.self) { try FixtureStore().flights(for: parsed.setup, scenario: parsed) }
        #expect(error == SourceDiagnostic(
            file: file, location: SourceLocation(line: 2, column: 15), lineText: #"given flights "../../secret.txt""#,
            message: "expected a fixture inside the suite folder \"\(folder.file("suite"))\", found \"../../secret.txt\", which leads out of it"
        ))
        #expect(error?.description.contains("s3cr3t") == false)
    }

    @Test func aScenarioNamedAloneReachesTheFolderAboveItsOwnAndNoFurther() throws {
        let folder = try ScenarioFolder([
            "suite/fixtures/board.json": board(number: "287"), "board.json": board(number: "112"), "suite/flights/x.scenario": "",
        ])
        defer { folder.remove() }
        let file = folder.file("suite/flights/x.scenario")
        let inside = try ScenarioParser.parse("scenario \"x\"\ngiven flights \"../fixtures/board.json\"\nlaunch flights\n", file: file)
        let outside = try ScenarioParser.parse("scenario \"x\"\ngiven flights \"../../board.json\"\nlaunch flights\n", file: file)

        #expect(try FixtureStore().flights(for: inside.setup, scenario: inside).map(\.id) == ["BA287"])
        #expect(throws: SourceDiagnostic.self) { try FixtureStore().flights(for: outside.setup, scenario: outside) }
    }

    @Test func aFolderNamedAsAFixtureIsRefusedAtTheGivenStatement() throws {
        let folder = try ScenarioFolder(["x.scenario": "", "fixtures/keep.txt": ""])
        defer { folder.remove() }
        let parsed = try ScenarioParser.parse("scenario \"x\"\ngiven catalog \"fixtures\"\nlaunch search\n", file: folder.file("x.scenario"))

        #expect(throws: SourceDiagnostic(
            file: folder.file("x.scenario"), location: SourceLocation(line: 2, column: 15), lineText: #"given catalog "fixtures""#,
            message: "the fixture \"fixtures\" is refused: expected a file, found a folder"
        )) {
            try FixtureStore().catalog(for: parsed.setup, scenario: parsed)
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aFIFONamedAsAFixtureIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try ScenarioFolder(["x.scenario": ""])
        defer { folder.remove() }
        try #require(mkfifo(folder.file("board.json"), 0o600) == 0)
        let parsed = try ScenarioParser.parse("scenario \"x\"\ngiven flights \"board.json\"\nlaunch flights\n", file: folder.file("x.scenario"))

        let error = #expect(throws: SourceDiagnostic.self) { try FixtureStore().flights(for: parsed.setup, scenario: parsed) }
        #expect(error?.location == SourceLocation(line: 2, column: 15))
        #expect(error?.message == "the fixture \"board.json\" is refused: expected a file, found a FIFO (a named pipe)")
    }

    @Test func aRefusedFixtureIsReportedInEachScenarioThatNamesIt() throws {
        let folder = try ScenarioFolder(["a.scenario": "", "b.scenario": "", "fixtures/keep.txt": ""])
        defer { folder.remove() }
        let first = try ScenarioParser.parse("scenario \"a\"\ngiven catalog \"fixtures\"\nlaunch search\n", file: folder.file("a.scenario"))
        let second = try ScenarioParser.parse("scenario \"b\"\n\n  given catalog \"fixtures\"\nlaunch search\n", file: folder.file("b.scenario"))
        let store = FixtureStore()

        let firstError = #expect(throws: SourceDiagnostic.self) { try store.catalog(for: first.setup, scenario: first) }
        let secondError = #expect(throws: SourceDiagnostic.self) { try store.catalog(for: second.setup, scenario: second) }
        #expect(firstError?.file == folder.file("a.scenario"))
        #expect(secondError?.file == folder.file("b.scenario"))
        #expect(secondError?.location == SourceLocation(line: 3, column: 17))
    }

    // MARK: - Generated catalogs

    @Test func aSyntheticCatalogIsTheSameForTheSameSeed() throws {
        let seven = try scenario("scenario \"x\"\ngiven songs 50 seed 7\nlaunch search\n")
        let eight = try scenario("scenario \"x\"\ngiven songs 50 seed 8\nlaunch search\n")

        let first = try FixtureStore().catalog(for: seven.setup, scenario: seven).songs
        let second = try FixtureStore().catalog(for: seven.setup, scenario: seven).songs
        let other = try FixtureStore().catalog(for: eight.setup, scenario: eight).songs

        #expect(first.count == 50)
        #expect(first == second)
        #expect(first == SyntheticCatalog.make(count: 50, seed: 7).songs)
        #expect(first.map(\.id) == Array(1_000_000..<1_000_050))
        #expect(first.map(\.trackName) != other.map(\.trackName))
    }

    @Test func aShorterCatalogOfASeedAlreadyMadeIsItsStart() throws {
        let store = FixtureStore()
        let long = try scenario("scenario \"x\"\ngiven songs 300 seed 3\nlaunch search\n")
        let short = try scenario("scenario \"x\"\ngiven songs 120 seed 3\nlaunch search\n")
        let longer = try scenario("scenario \"x\"\ngiven songs 400 seed 3\nlaunch search\n")

        _ = try store.catalog(for: long.setup, scenario: long)
        let start = try store.catalog(for: short.setup, scenario: short)
        let grown = try store.catalog(for: longer.setup, scenario: longer)

        #expect(start.songs == SyntheticCatalog.make(count: 120, seed: 3).songs)
        #expect(start.search("love", limit: 500) == SyntheticCatalog.make(count: 120, seed: 3).search("love", limit: 500))
        #expect(grown.songs == SyntheticCatalog.make(count: 400, seed: 3).songs)
    }

    // MARK: - Helpers

    /// An iTunes Search API answer with one song of each title, ids from 1.
    private func songs(_ titles: [String]) -> String {
        let results = titles.enumerated().map { index, title in
            #"{"trackId": \#(index + 1), "trackName": "\#(title)", "artistName": "Someone"}"#
        }
        return #"{"resultCount": \#(titles.count), "results": [\#(results.joined(separator: ", "))]}"#
    }

    /// A board of one British Airways flight from London to San Francisco.
    private func board(number: String) -> String {
        #"""
        {
          "airlines": [{"code": "BA", "name": "British Airways"}],
          "airports": [
            {"code": "LHR", "name": "London Heathrow Airport", "city": "London", "timeZone": "Europe/London"},
            {"code": "SFO", "name": "San Francisco International Airport", "city": "San Francisco", "timeZone": "America/Los_Angeles"}
          ],
          "flights": [
            {"airline": "BA", "number": "\#(number)",
             "departure": {"airport": "LHR", "time": "2015-04-01T14:05:00+01:00"},
             "arrival": {"airport": "SFO", "time": "2015-04-01T17:00:00-07:00"},
             "status": "on-time"}
          ]
        }
        """#
    }
}
