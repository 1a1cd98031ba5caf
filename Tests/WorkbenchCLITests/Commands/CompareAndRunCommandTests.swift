import MVC
import Testing
import Workbench
import WorkbenchTestKit

@MainActor
struct CompareAndRunCommandTests {
    @Test func aWrongExpectationExitsWithOneAndShowsExpectedAndFound() throws {
        let folder = try ScenarioFolder(["wrong.scenario": """
            scenario "Wrong count"
            launch search
            type search.term "hey"
            wait 530ms
            expect search.status "3 songs"
            """])
        defer { folder.remove() }
        let file = folder.file("wrong.scenario")

        // A terminal wide enough for the temporary folder's paths.
        let compare = ToolRun(["compare", "--scenarios", folder.path], width: 1000)
        let run = ToolRun(["run", file, "--arch", "mvc"])

        #expect(compare.status == 1)
        #expect(compare.output.contains("FAIL \(file):5:1  [\(ArchitectureRegistry.all.map(\.id).joined(separator: ", "))] expectation\n  expect search.status \"3 songs\"\n  expected search.status \"3 songs\", found \"4 songs\"\n"))
        #expect(run.status == 1)
        #expect(run.output.contains("✗ [mvc] expectation: expected search.status \"3 songs\", found \"4 songs\""))
        #expect(run.output.hasSuffix("mvc fail\n"))
    }

    @Test func aStepNoArchitectureCanPerformFailsTheRunAtItsStep() throws {
        let folder = try ScenarioFolder(["tap.scenario": "scenario \"Tap\"\nlaunch search\ntap search.nothing\n"])
        defer { folder.remove() }
        let file = folder.file("tap.scenario")

        let run = ToolRun(["run", file, "--arch", "mvc"])

        #expect(run.status == 1)
        #expect(run.output.contains("── step 1 ✗  line 3: tap search.nothing\n"))
        #expect(run.output.contains("✗ [mvc] driver: no element \"search.nothing\" on screen \"search\"\n"))
        #expect(run.output.hasSuffix("mvc fail\n"))
        #expect(run.errors.isEmpty)
    }

    @Test func aBadFileIsReportedAndTheOthersStillRun() throws {
        let folder = try ScenarioFolder([
            "a-bad.scenario": "scenario \"Bad\"\nlaunch search\nwait soon\n",
            "b-good.scenario": "scenario \"Good\"\nlaunch search\nexpect search.status \"Type to search\"\n",
        ])
        defer { folder.remove() }

        let run = ToolRun(["compare", "--scenarios", folder.path], architectures: [MVCArchitecture()])

        #expect(run.status == 3)
        #expect(run.errors.contains("\(folder.file("a-bad.scenario")):3:6: error: expected a duration such as 330ms or 2s, found \"soon\""))
        #expect(!run.output.contains("error:"), "a diagnostic goes to standard error only")
        #expect(run.output.contains("\(folder.file("b-good.scenario"))  ✓"))
        #expect(run.output.hasSuffix("2 scenarios × 1 architecture: 1 pass, 0 fail, 0 diverge, 1 unreadable\n"))
    }

    @Test func aMissingFixtureNamesTheScenarioLine() throws {
        let folder = try ScenarioFolder(["f.scenario": "scenario \"F\"\ngiven catalog \"nowhere.json\"\nlaunch search\n"])
        defer { folder.remove() }

        let run = ToolRun(["compare", "--scenarios", folder.path])

        #expect(run.status == 3)
        #expect(run.errors.contains("\(folder.file("f.scenario")):2:15: error: no fixture file \"nowhere.json\""))
    }

    @Test func aMalformedFixtureIsReportedAtItsOwnLineAndColumn() throws {
        let folder = try ScenarioFolder([
            "f.scenario": "scenario \"F\"\ngiven catalog \"songs.json\"\nlaunch search\n",
            "songs.json": "{\"resultCount\": 1, \"results\": [\n  {\"trackId\": 1, \"artistName\": \"A\"}\n]}\n",
        ])
        defer { folder.remove() }

        let run = ToolRun(["compare", "--scenarios", folder.path])

        #expect(run.status == 3)
        #expect(run.errors.contains("\(folder.file("songs.json")):2:3: error: result 0 has no \"trackName\"; expected a string\n      {\"trackId\": 1, \"artistName\": \"A\"}\n      ^"))
    }

    @Test func anUnknownArchitectureIsAUsageErrorWithASuggestion() {
        let run = ToolRun(["compare", "--arch", "mvv"])
        #expect(run.status == 2)
        #expect(run.errors == "error: unknown architecture \"mvv\"; did you mean \"mvvm\", \"mvc\", \"mvp\" or \"mvb\"?\nSee 'swift run workbench compare --help'.\n")
    }

    @Test func anUnknownOptionIsAUsageErrorWithASuggestion() {
        let run = ToolRun(["compare", "--scenario", "x"])
        #expect(run.status == 2)
        #expect(run.errors == "error: unknown option \"--scenario\" for compare; did you mean \"--scenarios\"?\nSee 'swift run workbench compare --help'.\n")
    }

    @Test func anUnknownCommandIsAUsageError() {
        let run = ToolRun(["comapre"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: unknown command \"comapre\"; did you mean \"compare\"?"))
    }

    @Test(arguments: [["--help"], ["compare", "--help"], ["run", "--help"], ["list", "--help"], ["metrics", "--help"], ["bench", "--help"], ["explain", "--help"], ["diff", "--help"]])
    func helpIsPrintedAndExitsWithZero(arguments: [String]) {
        let run = ToolRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: swift run workbench"))
        #expect(run.errors.isEmpty)
    }

    @Test func listShowsTheBaselineApartFromTheArchitectures() throws {
        let folder = try ScenarioFolder(["ok.scenario": "scenario \"Ok\"\nlaunch search\n"])
        defer { folder.remove() }
        let run = ToolRun(["list", "--scenarios", folder.path])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Baseline") })
        #expect(lines[1..<heading].contains { $0.hasPrefix("  mvc ") })
        #expect(!lines[..<heading].contains { $0.hasPrefix("  direct ") })
        // The ids are padded to the longest, then two spaces.
        let width = ArchitectureRegistry.all.map(\.id.count).max() ?? 0
        #expect(lines[heading + 1].hasPrefix("  " + "direct".padding(toLength: width, withPad: " ", startingAt: 0) + "  Direct — after “js-framework-benchmark"))
    }

    @Test func listShowsWhereAnUnreadableScenarioIsWrongAndWhatWasExpected() throws {
        let folder = try ScenarioFolder([
            "a-bad.scenario": "scenario \"Bad\"\nlaunch search\nwait soon\n",
            "b-good.scenario": "scenario \"Good\"\nlaunch search\n",
        ])
        defer { folder.remove() }
        let bad = folder.file("a-bad.scenario"), good = folder.file("b-good.scenario")

        // A terminal wide enough for the temporary folder's paths.
        let run = ToolRun(["list", "--scenarios", folder.path], width: 1000)

        #expect(run.status == 3)
        // "a-bad" is one character shorter than "b-good": one space more pads it, so the names
        // start in the same column.
        #expect(run.output.hasSuffix("""
            Scenarios (2):
              \(bad)   unreadable at 3:6: expected a duration such as 330ms or 2s, found "soon"
              \(good)  Good

            """))
        #expect(run.errors == "\(bad):3:6: error: expected a duration such as 330ms or 2s, found \"soon\"\n    wait soon\n         ^\n")
    }

    @Test func listOnANarrowTerminalPutsTheNamesUnderTheirPathsFromHalfTheWidth() throws {
        let folder = try ScenarioFolder(["b-good.scenario": "scenario \"Good and well\"\nlaunch search\n"])
        defer { folder.remove() }
        let good = folder.file("b-good.scenario")

        // The path reaches column 40 / 2 = 20: its name goes on the next line, from that column,
        // and on at spaces within the 40 columns.
        let run = ToolRun(["list", "--scenarios", folder.path], width: 40)

        #expect("  \(good)".count + 2 > 20)
        #expect(run.output.hasSuffix("""
            Scenarios (1):
              \(good)
                                Good and well

            """))
    }

    @Test func comparingOnlyTheBaselineTimesNothingAndPrintsNoTimingLine() throws {
        let folder = try ScenarioFolder(["measured.scenario": """
            scenario "Measured"
            launch search
            measure
            replace search.term "hey"
            wait 530ms
            expect search.status "4 songs"
            """])
        defer { folder.remove() }

        let run = ToolRun(["compare", "--arch", "direct", "--scenarios", folder.path])

        #expect(run.status == 0)
        #expect(!run.output.contains("Timing"))
        #expect(!run.output.split(separator: "\n", omittingEmptySubsequences: false).contains { !$0.isEmpty && $0.allSatisfy(\.isWhitespace) })
    }

    @Test func listWithFixturesPrintsTheCatalogAndTheBoardAsTables() {
        let run = ToolRun(["list", "--fixtures"])
        #expect(run.status == 0)
        let tables = run.output.components(separatedBy: "\n\n")
        // 95 songs and 17 flights, each table with its header and its alignment row.
        #expect(tables.map { $0.split(separator: "\n").count } == [97, 19])
        #expect(tables.first?.contains("| 0 | Hey Jude | The Beatles | Hey Jude | 7:11 | 1968 | $1.29 |  |") == true)
        #expect(tables.last?.contains("| 9 | BA 287 | BA287 | LHR London | SFO San Francisco | Wed 1 Apr 14:05 | Wed 1 Apr 17:00 | On time |") == true)
    }

    @Test func jsonOutputCarriesTheVerdictsAndTheExitCode() throws {
        let folder = try ScenarioFolder(["ok.scenario": "scenario \"Ok\"\nlaunch search\nexpect search.status \"Type to search\"\n"])
        defer { folder.remove() }

        let run = ToolRun(["compare", "--scenarios", folder.path, "--format", "json"], architectures: [MVCArchitecture()])

        #expect(run.status == 0)
        #expect(run.output.contains("\"verdicts\" : {\n        \"mvc\" : \"pass\"\n      }"))
        #expect(run.output.contains("\"exitCode\" : 0"))
    }

    @Test func aMissingScenarioFolderIsAUsageError() {
        let run = ToolRun(["compare", "--scenarios", "no/such/folder"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: no scenario folder \"no/such/folder\""))
    }
}
