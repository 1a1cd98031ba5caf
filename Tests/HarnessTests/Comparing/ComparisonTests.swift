import ArchitectureKit
import Diagnostics
@testable import Harness
import HeadlessUI
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
        #expect(outcome.runs[0].steps.map(\.snapshotDigest) == outcome.runs[1].steps.map(\.snapshotDigest))
    }

    @Test func runsThatAgreeHoldOneCopyOfEachScreen() throws {
        let parsed = try scenario(typing)
        let outcome = Comparison.compare(parsed, architectures: [MVCArchitecture(), MVCArchitecture()], fixtures: FixtureStore(), keeping: .everyStep)

        for index in 0...4 {
            let first = try #require(outcome.runs[0].snapshot(at: index)), second = try #require(outcome.runs[1].snapshot(at: index))
            #expect(first == second)
            #expect(storage(of: first) == storage(of: second), "step \(index)")
        }
    }

    /// Where a text's bytes are: two texts that share their storage have the same.
    private func storage(of text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aDivergenceFoundByDigestShowsTheTextsAtItsStep() throws {
        let parsed = try scenario(typing)
        let architectures: [any Architecture] = [MVCArchitecture(), SlowerSearchMVC()]

        let outcome = Comparison.compare(parsed, architectures: architectures, fixtures: FixtureStore())

        // At 530 ms MVC shows the answer; the slower service answers 100 ms later.
        let divergence = try #require(outcome.divergence)
        #expect(divergence.stepIndex == 3)
        #expect(divergence.statement == "wait 200ms")
        #expect(divergence.sides.map(\.architectureIDs) == [["mvc"], ["slowmvc"]])
        #expect(divergence.sides[0].snapshot?.contains("search.status  label \"4 songs\"") == true)
        #expect(divergence.sides[1].snapshot?.contains("search.status  label \"Searching for “hey”…\"") == true)
        let everyText = Comparison.compare(parsed, architectures: architectures, fixtures: FixtureStore(), keeping: .everyStep)
        #expect(everyText.divergence?.diffs == divergence.diffs)
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
        #expect(failures.first?.problem == .leak(.screen(ScreenLeak(screenID: "detail", controllerType: "LeakyDetailController",
                                                                    views: [ViewCount(kind: "View", count: 1)]))))
    }

    /// The file was read: a misspelt element fails every run at its step, where the element is.
    @Test func theSameMistakeInEveryArchitectureFailsEveryRunAtItsStep() throws {
        let parsed = try scenario("scenario \"Typo\"\nlaunch search\ntap search.resutls[0]\n")

        let outcome = Comparison.compare(parsed, architectures: [MVCArchitecture(), SlowerSearchMVC()], fixtures: FixtureStore())

        #expect(outcome.scenarioError == nil)
        #expect(outcome.verdicts == ["mvc": .fail, "slowmvc": .fail])
        let misspelt = StepFailure(location: .init(line: 3, column: 5),
                                   problem: .driver(.noSuchElement(id: "search.resutls", screen: "search", suggestions: ["search.results"])))
        #expect(outcome.runs.map(\.failures) == [[misspelt], [misspelt]])
    }

    @Test func pushingAFlightThatIsNotOnTheBoardIsReportedBeforeAnythingRuns() throws {
        let parsed = try scenario("scenario \"Unknown flight\"\nlaunch flights\nwait 150ms\npush BA288 landed\n")

        let outcome = Comparison.compare(parsed, architectures: [MVCArchitecture()], fixtures: FixtureStore())

        #expect(outcome.runs.isEmpty)
        #expect(outcome.scenarioError?.message == "no flight BA288 on the board; did you mean BA287?")
        #expect(outcome.scenarioError?.location == .init(line: 4, column: 6))
    }

    // MARK: - A step that cannot be carried out

    /// A run of `parsed` that stopped at step 1 on `error`, at line 3 column 5.
    private func stopped(_ id: String, on error: DriverError) -> ArchitectureRun {
        let screen = "screen search\n"
        let launch = StepRecord(index: 0, location: .init(line: 2, column: 1), statement: "launch search", snapshotDigest: SnapshotDigest(of: screen),
                                failures: [], time: .zero, work: WorkCounts())
        let tap = StepRecord(index: 1, location: .init(line: 3, column: 1), statement: "tap search.results[12]", snapshotDigest: SnapshotDigest(of: screen),
                             failures: [StepFailure(location: .init(line: 3, column: 5), problem: .driver(error))], time: .zero, work: WorkCounts())
        return ArchitectureRun(architectureID: id, steps: [launch, tap], stoppedEarly: true, snapshots: [1: screen])
    }

    /// The file was read: a step every architecture fails to carry out fails their runs (SPEC §4),
    /// it does not make the scenario unreadable.
    @Test func theSameDriverErrorInEveryArchitectureFailsEveryRun() throws {
        let parsed = try scenario("scenario \"Far row\"\nlaunch search\ntap search.results[12]\n")
        let error = DriverError.noRowToTap(id: "search.results", row: 12, rows: 4)

        let outcome = Comparison.judge(parsed, runs: [stopped("a", on: error), stopped("b", on: error)])

        #expect(outcome.scenarioError == nil)
        #expect(outcome.divergence == nil)
        #expect(outcome.verdicts == ["a": .fail, "b": .fail])
        #expect(CompareReport(architectures: [], outcomes: [outcome]).overall == .someFailed)
    }

    @Test func driverErrorsThatDifferInTheirDataAreTheArchitecturesOwn() throws {
        let parsed = try scenario("scenario \"Far row\"\nlaunch search\ntap search.results[12]\n")

        let outcome = Comparison.judge(parsed, runs: [
            stopped("a", on: .rowNotVisible(id: "search.results", row: 12, visible: 0..<10)),
            stopped("b", on: .rowNotVisible(id: "search.results", row: 12, visible: 0..<8)),
        ])

        #expect(outcome.scenarioError == nil)
        #expect(outcome.verdicts == ["a": .fail, "b": .fail])
    }
}
