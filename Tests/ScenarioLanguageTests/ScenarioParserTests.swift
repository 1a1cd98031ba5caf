import Diagnostics
import Domain
@testable import ScenarioLanguage
import Testing
import WorkbenchTestKit

struct ScenarioParserTests {
    @Test func parsesEveryStatementOfTheLanguage() throws {
        let parsed = try scenario("""
            scenario "Everything"   # a comment
            tags search, debounce
            given catalog "songs.json"
            given flights default
            given latency search 250ms
            given latency search 900ms for "slow # not a comment"
            given latency artwork 1s
            given limit 200
            given viewport 5
            launch search

            type search.term "hey \\"jude\\"\\n\\u{1F600}" every 80ms
            replace search.term ""
            tap song.close
            tap search.results[3]
            scroll search.results 40
            back
            wait 330ms
            settle
            fail next artwork
            push BA287 delayed 25
            push BA287 on-time
            expect screen song
            expect search.status "3 songs"
            expect search.results count 3
            expect search.results[0].title "Hey Jude"
            expect search.results[1].artwork none
            expect no song.explicit
            expect requests search 1
            """)

        #expect(parsed.name == "Everything")
        #expect(parsed.nameLocation == SourceLocation(line: 1, column: 10))
        #expect(parsed.tags == ["search", "debounce"])
        #expect(parsed.setup.catalog == .file("songs.json", at: SourceLocation(line: 3, column: 15)))
        #expect(parsed.setup.flights == .standard)
        #expect(parsed.setup.searchLatency == .milliseconds(250))
        #expect(parsed.setup.searchLatencyByTerm == ["slow # not a comment": .milliseconds(900)])
        #expect(parsed.setup.artworkLatency == .seconds(1))
        #expect(parsed.setup.limit == 200)
        #expect(parsed.setup.viewport == 5)
        #expect(parsed.launch == .search)
        #expect(parsed.steps.map(\.action) == [
            .type(element: "search.term", text: "hey \"jude\"\n😀", every: .milliseconds(80)),
            .replace(element: "search.term", text: ""),
            .tap(element: "song.close"),
            .tapRow(element: "search.results", row: 3),
            .scroll(element: "search.results", row: 40),
            .back,
            .wait(.milliseconds(330)),
            .settle,
            .failNext(.artwork),
            .push(flight: "BA287", status: .delayed(minutes: 25)),
            .push(flight: "BA287", status: .onTime),
            .expect(.screen("song")),
            .expect(.text(element: "search.status", "3 songs")),
            .expect(.count(element: "search.results", 3)),
            .expect(.row(element: "search.results", row: 0, field: .title, "Hey Jude")),
            .expect(.row(element: "search.results", row: 1, field: .artwork, nil)),
            .expect(.absent(element: "song.explicit")),
            .expect(.requests(.search, 1)),
        ])
        #expect(parsed.steps[3].subjectLocation == SourceLocation(line: 15, column: 5))
    }

    @Test func generatedCatalogsTakeACountAndASeed() throws {
        let parsed = try scenario("scenario \"x\"\ngiven songs 10000 seed 7\nlaunch flights\n")
        #expect(parsed.setup.catalog == .synthetic(count: 10000, seed: 7))
        #expect(parsed.launch == .flights)
    }

    @Test func benchStatementsMarkTheMeasuredStepsAndGenerateAFeed() throws {
        let parsed = try scenario("""
            scenario "Bench"
            given latency artwork 10s
            given latency artwork 50ms for "0/100x100bb.jpg"
            launch flights
            wait 150ms
            measure
            push 1000 updates
            expect flights.list count 17
            """)
        #expect(parsed.setup.artworkLatency == .seconds(10))
        #expect(parsed.setup.artworkLatencyByURLEnding == ["0/100x100bb.jpg": .milliseconds(50)])
        #expect(parsed.steps.map(\.action) == [.wait(.milliseconds(150)), .pushUpdates(count: 1000), .expect(.count(element: "flights.list", 17))])
        #expect(parsed.measuredFrom == 1)
    }

    @Test func aScenarioWithoutMeasureHasNoMeasuredSteps() throws {
        #expect(try scenario("scenario \"x\"\nlaunch search\nwait 1s\n").measuredFrom == nil)
    }

    @Test(arguments: badScenarios)
    func badScenariosAreReportedWithFileLineColumnAndWhatWasExpected(source: String, message: String) {
        #expect(throws: Never.self) {
            do {
                _ = try scenario(source)
                Issue.record("expected a parse error")
            } catch let error as SourceDiagnostic {
                #expect(error.description == message)
            }
        }
    }

    @Test func aCommentSignInsideAStringIsText() throws {
        let parsed = try scenario("scenario \"a # b\" # comment\nlaunch search\n")
        #expect(parsed.name == "a # b")
    }

    /// Bad scenarios, LF-ended, each with the message it gets: file, line, column, what was
    /// expected, the quoted line and the caret.
    static let badScenarios: [(source: String, message: String)] = [
        ("scenario \"x\"\nlaunch search\nwait 330\n",
         "test.scenario:3:6: error: expected a duration such as 330ms or 2s, found \"330\"\n    wait 330\n         ^"),
        ("scenario \"x\"\nlaunch search\nwiat 330ms\n",
         "test.scenario:3:1: error: unknown statement \"wiat\"; did you mean \"wait\"?\n    wiat 330ms\n    ^"),
        ("launch search\n",
         "test.scenario:1:1: error: expected the first statement to be scenario \"NAME\"\n    launch search\n    ^"),
        ("scenario \"x\"\nlaunch serch\n",
         "test.scenario:2:8: error: expected the screen to launch (search | flights), found \"serch\"; did you mean \"search\"?\n    launch serch\n           ^"),
        ("scenario \"x\"\nlaunch search\ngiven limit 3\n",
         "test.scenario:3:1: error: given must come before launch\n    given limit 3\n    ^"),
        ("scenario \"x\"\nlaunch search\ntype search.term \"abc\n",
         "test.scenario:3:18: error: unterminated string; expected a closing \"\n    type search.term \"abc\n                     ^"),
        ("scenario \"x\"\nlaunch search\nexpect search.results[0].titel \"a\"\n",
         "test.scenario:3:25: error: expected a row field .title, .subtitle, .detail or .artwork, found \".titel\"\n    expect search.results[0].titel \"a\"\n                            ^"),
        ("scenario \"x\"\nlaunch search\ntap Search.term\n",
         "test.scenario:3:5: error: expected an element identifier ([a-z][a-z0-9.]*), found \"Search.term\"\n    tap Search.term\n        ^"),
        ("scenario \"x\"\nlaunch flights\npush BA287 delayed\n",
         "test.scenario:3:19: error: expected the delay in minutes, found the end of the line\n    push BA287 delayed\n                      ^"),
        ("scenario \"x\"\nlaunch search\nexpect search.status \"a\" extra\n",
         "test.scenario:3:26: error: expected the end of the statement, found \"extra\"\n    expect search.status \"a\" extra\n                             ^"),
        ("scenario \"x\"\ntype search.term \"a\"\n",
         "test.scenario:2:1: error: expected launch search | flights before the first step\n    type search.term \"a\"\n    ^"),
        ("scenario \"x\"\ngiven catalog default\n",
         "test.scenario:2:1: error: expected a launch search | flights statement; the scenario never launches\n    given catalog default\n    ^"),
        ("scenario \"x\"\nlaunch search\nmeasure\nwait 1s\nmeasure\n",
         "test.scenario:5:1: error: measure appears once; the measured steps already began\n    measure\n    ^"),
        ("scenario \"x\"\nmeasure\nlaunch search\n",
         "test.scenario:2:1: error: expected launch search | flights before the first step\n    measure\n    ^"),
        ("scenario \"x\"\ngiven latency flights 1s for \"x\"\nlaunch search\n",
         "test.scenario:2:26: error: flights latency cannot be given per request; only search (per term) and artwork (per URL ending)\n    given latency flights 1s for \"x\"\n                             ^"),
        ("scenario \"x\"\nlaunch flights\npush 10 update\n",
         "test.scenario:3:9: error: expected push N updates (updates), found \"update\"; did you mean \"updates\"?\n    push 10 update\n            ^"),
        ("scenario \"x\"\nlaunch flights\npush \u{392}\u{391}287 on-time\n",
         "test.scenario:3:6: error: expected a flight code such as BA287, found \"\u{392}\u{391}287\"\n    push \u{392}\u{391}287 on-time\n         ^"),
        ("scenario \"x\"\nlaunch search\nwait # soon\n",
         "test.scenario:3:5: error: expected a duration such as 330ms or 2s, found the end of the line\n    wait # soon\n        ^"),
        ("scenario \"x\"\nlaunch search\n\twait\t330\n",
         "test.scenario:3:7: error: expected a duration such as 330ms or 2s, found \"330\"\n     wait 330\n          ^"),
        ("scenario \"x\"\nlaunch search\nexpect search.status \"a\\qb\"\n",
         "test.scenario:3:24: error: unknown escape \\q; expected \\\", \\\\, \\n, \\t or \\u{XXXX}\n    expect search.status \"a\\qb\"\n                           ^"),
    ]
}
