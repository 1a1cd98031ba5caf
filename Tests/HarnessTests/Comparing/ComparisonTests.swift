import Diagnostics
@testable import Harness
import MVC
@testable import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

@MainActor
struct ComparisonTests {
    private let typing = """
        scenario "Typing hey"
        launch search
        type search.term "hey"
        wait 330ms
        wait 200ms
        wait 100ms
        """

    @Test func identicalArchitecturesAgree() throws {
        let parsed = try scenario(typing)
        let outcome = Comparison.compare(parsed, architectures: [MVCArchitecture(), MVCArchitecture()], fixtures: FixtureStore())
        #expect(outcome.divergence == nil)
        #expect(outcome.runs.count == 2)
        #expect(outcome.runs[0].steps.map(\.snapshot) == outcome.runs[1].steps.map(\.snapshot))
    }

    @Test func aScreenKeptAliveAfterItIsPoppedIsALeak() throws {
        let parsed = try scenario("""
            scenario "Open and go back"
            launch search
            tap search.open
            expect screen detail
            back
            """)

        let outcome = Comparison.compare(parsed, architectures: [LeakingArchitecture()], fixtures: FixtureStore())

        #expect(outcome.verdicts["leaky"] == .fail)
        let failures = outcome.runs[0].failures
        #expect(failures.map(\.kind) == [.leak])
        #expect(failures.first?.location.line == 5)
        #expect(failures.first?.message == "screen \"detail\" was popped but its LeakyDetailController is still alive, with 1 view (View)")
    }

    @Test func theSameMistakeInEveryArchitectureIsTheScenariosFault() throws {
        let parsed = try scenario("scenario \"Typo\"\nlaunch search\ntap search.resutls[0]\n")

        let outcome = Comparison.compare(parsed, architectures: [MVCArchitecture(), SlowerSearchMVC()], fixtures: FixtureStore())

        #expect(outcome.scenarioError?.description == """
            test.scenario:3:5: error: no element "search.resutls" on screen "search"; did you mean "search.results"?
                tap search.resutls[0]
                    ^
            """)
        #expect(outcome.verdicts == ["mvc": .error, "slowmvc": .error])
    }

    @Test func pushingAFlightThatIsNotOnTheBoardIsReportedBeforeAnythingRuns() throws {
        let parsed = try scenario("scenario \"Unknown flight\"\nlaunch flights\nwait 150ms\npush BA288 landed\n")

        let outcome = Comparison.compare(parsed, architectures: [MVCArchitecture()], fixtures: FixtureStore())

        #expect(outcome.runs.isEmpty)
        #expect(outcome.scenarioError?.message == "no flight BA288 on the board; did you mean BA287?")
        #expect(outcome.scenarioError?.location == .init(line: 4, column: 6))
    }
}
