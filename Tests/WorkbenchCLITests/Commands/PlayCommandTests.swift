import Foundation
import Testing
import Workbench
import WorkbenchTestKit

/// `play` with its statements on standard input, as `printf … | workbench play mvb` gives them.
@MainActor
struct PlayCommandTests {
    /// Two songs whose rows can be worked out by hand: 61,000 ms is 1:01, 3,600,000 ms is 1:00:00;
    /// the second has no album, so its subtitle is the artist alone, and no artwork URL.
    static let catalog = """
        {"resultCount": 2, "results": [
          {"trackId": 1, "trackName": "Alpha Song", "artistName": "Ann", "collectionName": "First",
           "trackTimeMillis": 61000, "artworkUrl100": "https://art.example/1/100x100bb.jpg"},
          {"trackId": 2, "trackName": "Beta Song", "artistName": "Bob", "trackTimeMillis": 3600000, "primaryGenreName": "Pop"}
        ]}
        """

    /// Line 5 taps a row the table does not have and line 6 misspells wait: each is refused
    /// where it stands, and the session goes on.
    static let session = """
        given catalog "songs.json"
        type search.term "song"
        wait 330ms
        wait 300ms
        tap search.results[5]
        wiat 1s
        tap search.results[1]

        """

    @Test func aPipedSessionDrawsTheScreenAfterEachStepAndGoesOnPastErrors() throws {
        let folder = try ScenarioFolder(["songs.json": Self.catalog])
        defer { folder.remove() }
        let recorded = folder.file("session.scenario")

        let play = ToolRun(["play", "mvb", "--record", recorded], input: Self.session)

        #expect(play.status == 0)
        // The search answers 200 ms after the debounce fires at 330 ms, at 530 ms; the first
        // row's artwork, asked for then, comes 100 ms later, at 630 ms.
        #expect(play.output == """
            > launch search
            Search   (search, at 0ms)
            search.results  table, 0 rows
            search.status  label "Type to search"
            search.term  field "" (placeholder "Search songs")

            > type search.term "song"
            Search   (search, at 0ms)
            search.results  table, 0 rows
            search.status  label "Type to search"
            search.term  field "song"

            > wait 330ms
            Search   (search, at 330ms)
            search.results  table, 0 rows
            search.status  label "Searching for “song”…"
            search.term  field "song"

            > wait 300ms
            Search   (search, at 630ms)
            search.results  table, 2 rows
              [0] ▣ "Alpha Song" · "Ann — First" · "1:01"
              [1] □ "Beta Song" · "Bob" · "1:00:00"
            search.status  label "2 songs"
            search.term  field "song"

            > tap search.results[1]
            Beta Song   (search > song, at 630ms)
            song.album  label ""
            song.artist  label "Bob"
            song.artwork  image none
            song.close  button "Close"
            song.duration  label "1:00:00"
            song.genre  label "Pop"
            song.price  label "Not for sale"
            song.released  label ""
            song.title  label "Beta Song"


            """)
        #expect(play.errors == """
            \(recorded):5:5: error: cannot tap search.results[5]: the table shows 2 rows
                tap search.results[5]
                    ^
            \(recorded):6:1: error: unknown statement "wiat"; did you mean "wait"?
                wiat 1s
                ^

            """)
    }

    @Test func theRecordingHoldsWhatWasCarriedOutAndReplaysOnEveryArchitecture() throws {
        let folder = try ScenarioFolder(["songs.json": Self.catalog])
        defer { folder.remove() }
        let recorded = folder.file("session.scenario")

        _ = ToolRun(["play", "mvb", "--record", recorded], input: Self.session)
        let replay = ToolRun(["run", recorded])

        #expect(try String(contentsOfFile: recorded, encoding: .utf8) == """
            scenario "Played on MVB"
            given catalog "songs.json"
            launch search
            type search.term "song"
            wait 330ms
            wait 300ms
            tap search.results[1]

            # What the last screen showed.
            expect screen song
            expect song.album ""
            expect song.artist "Bob"
            expect song.artwork ""
            expect song.close "Close"
            expect song.duration "1:00:00"
            expect song.genre "Pop"
            expect song.price "Not for sale"
            expect song.released ""
            expect song.title "Beta Song"

            """)
        #expect(replay.status == 0, "\(replay.output)")
        let ids = ArchitectureRegistry.all.map(\.id)
        #expect(replay.output.hasSuffix("\n" + ids.map { "\($0) pass" }.joined(separator: ", ") + "\n"))
    }

    @Test func aRecordingEndsWithTheRowsTheLastScreenShows() throws {
        let folder = try ScenarioFolder(["songs.json": Self.catalog])
        defer { folder.remove() }
        let recorded = folder.file("rows.scenario")

        let play = ToolRun(["play", "direct", "--record", recorded],
                           input: "given catalog \"songs.json\"\nlaunch search\nreplace search.term \"alpha\"\nwait 1s\n")
        let text = try String(contentsOfFile: recorded, encoding: .utf8)

        #expect(play.status == 0)
        #expect(text.hasSuffix("""
            expect screen search
            expect search.results count 1
            expect search.results[0].title "Alpha Song"
            expect search.results[0].subtitle "Ann — First"
            expect search.results[0].detail "1:01"
            expect search.results[0].artwork "https://art.example/1/100x100bb.jpg"
            expect search.status "1 song"
            expect search.term "alpha"

            """))
        #expect(ToolRun(["run", recorded]).status == 0)
    }

    @Test func anExpectationThatHoldsIsRecordedAndOneThatFailsIsReported() throws {
        let folder = try ScenarioFolder(["songs.json": Self.catalog])
        defer { folder.remove() }
        let recorded = folder.file("expect.scenario")

        let play = ToolRun(["play", "mvc", "--record", recorded],
                           input: "launch search\nexpect search.status \"Type to search\"\nexpect search.status \"2 songs\"\n")

        #expect(play.status == 0)
        #expect(play.errors == "\(recorded):3:1: error: expected search.status \"2 songs\", found \"Type to search\"\n    expect search.status \"2 songs\"\n    ^\n")
        #expect(try String(contentsOfFile: recorded, encoding: .utf8).hasPrefix(
            "scenario \"Played on MVC\"\nlaunch search\nexpect search.status \"Type to search\"\n\n"))
    }

    @Test func aPushNamingNoFlightIsRefusedAtTheFlight() {
        let play = ToolRun(["play", "mvc"], input: "launch flights\npush BA288 landed\n")

        #expect(play.status == 0)
        #expect(play.errors == "<stdin>:2:6: error: no flight BA288 on the board; did you mean BA287?\n    push BA288 landed\n         ^\n")
    }

    @Test func anEmptyInputEndsTheSessionAtOnce() {
        let play = ToolRun(["play", "mvb"])

        #expect(play.status == 0)
        #expect(play.output.isEmpty)
        #expect(play.errors.isEmpty)
    }

    @Test func aRecordingOfASessionThatNeverLaunchedFails() throws {
        let folder = try ScenarioFolder(["notes.txt": ""])
        defer { folder.remove() }
        let recorded = folder.file("none.scenario")

        let play = ToolRun(["play", "mvb", "--record", recorded], input: "given limit 5\n")

        #expect(play.status == 1)
        #expect(play.errors == "error: nothing to record in \(recorded): the session never launched\n")
        #expect(!FileManager.default.fileExists(atPath: recorded))
    }

    @Test func anUnknownArchitectureOrARecordInAFolderIsAUsageError() throws {
        let folder = try ScenarioFolder(["notes.txt": ""])
        defer { folder.remove() }

        let unknown = ToolRun(["play", "mvv"])
        let intoFolder = ToolRun(["play", "mvb", "--record", folder.path])

        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("error: unknown architecture \"mvv\"; did you mean"))
        #expect(intoFolder.status == 2)
        #expect(intoFolder.errors.hasPrefix("error: cannot write \"\(folder.path)\": it is a folder\n"))
    }
}

extension PlayCommandTests {
    @Test func aFixtureThatCannotBeReadEndsTheSessionAtLaunch() throws {
        let folder = try ScenarioFolder(["notes.txt": ""])
        defer { folder.remove() }
        let recorded = folder.file("missing.scenario")

        let play = ToolRun(["play", "mvb", "--record", recorded], input: "given catalog \"missing.json\"\nlaunch search\nwait 1s\n")

        #expect(play.status == 3)
        #expect(play.output.isEmpty)
        #expect(play.errors.hasPrefix("\(recorded):1:15: error: "))
    }
}
