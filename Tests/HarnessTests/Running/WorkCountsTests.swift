import ArchitectureKit
import Diagnostics
import Foundation
@testable import Harness
import HeadlessUI
@testable import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

@MainActor
struct WorkCountsTests {
    /// A scenario of the real suite, with scrolling, artwork and expectations.
    private func suiteScenario() throws -> Scenario {
        let file = (packageRoot as NSString).appendingPathComponent("Scenarios/search/artwork-reuse-after-fast-scroll.scenario")
        return try ScenarioLibrary.load(file: file).result.get()
    }

    @Test func everyStepRecordsExactlyTheWorkItDid() throws {
        let outcome = Comparison.compare(try scenario(HandCountedArchitecture.scenario), architectures: [HandCountedArchitecture()], fixtures: FixtureStore())
        let run = try #require(outcome.runs.first)

        #expect(outcome.allPass)
        // Alive throughout: the navigation controller, the screen, its label, root view, button and
        // model (a CountedObject); apart, the two support objects the screen takes.
        #expect(run.steps.map(\.work) == [
            WorkCounts(writes: 2, objectsAlive: 6, supportObjectsAlive: 2),                             // title, "Ready"
            WorkCounts(writes: 2, equalWrites: 1, tasksScheduled: 1, searchRequests: 1, objectsAlive: 6, supportObjectsAlive: 2), // "Searching" twice, the search
            WorkCounts(objectsAlive: 6, supportObjectsAlive: 2),                                        // expect
            WorkCounts(writes: 1, objectsAlive: 6, supportObjectsAlive: 2),                             // "Found"
        ])
        #expect(run.totalWork == WorkCounts(writes: 5, equalWrites: 1, tasksScheduled: 1, searchRequests: 1, objectsAlive: 6, supportObjectsAlive: 2))
        // The title; "Ready", "Searching" twice and "Found" in the status label.
        #expect(run.writesByWidget == ["#title": WidgetWrites.Tally(writes: 1), "search.status": WidgetWrites.Tally(writes: 4, equalWrites: 1)])
    }

    @Test func aRunKeepsWhatTheStoresDidInItAndNothingForAnArchitectureWithoutOne() throws {
        let scenario = try scenario(HandCountedArchitecture.scenario)
        // Run twice: the second run's counts are its own, not the program's so far.
        _ = Comparison.compare(scenario, architectures: [HandCountedArchitecture()], fixtures: FixtureStore())
        let run = try #require(Comparison.compare(scenario, architectures: [HandCountedArchitecture()], fixtures: FixtureStore()).runs.first)
        // Go and the answer: two actions, two comparisons after each, one observer called after
        // each; Go derives one scoped state and starts the search.
        #expect(run.storeWork == StoreWorkCounts(actionsReduced: 2, stateComparisons: 4, scopesComputed: 1, observerCalls: 2, effectsStarted: 1))

        let withoutStore = try #require(Comparison.compare(scenario, architectures: try ArchitectureRegistry.select(["direct"]), fixtures: FixtureStore()).runs.first)
        #expect(withoutStore.storeWork == nil)
    }

    @Test(arguments: ArchitectureRegistry.all.map(\.id))
    func everyWriteOfARunIsCountedUnderAWidgetAndNoneUnnamed(architecture id: String) throws {
        let architecture = try ArchitectureRegistry.select([id])
        let run = try #require(Comparison.compare(try suiteScenario(), architectures: architecture, fixtures: FixtureStore()).runs.first)

        #expect(run.writesByWidget.values.map(\.writes).reduce(0, +) == run.totalWork.writes)
        #expect(run.writesByWidget.values.map(\.equalWrites).reduce(0, +) == run.totalWork.equalWrites)
        #expect(run.writesByWidget.keys.allSatisfy { !$0.hasPrefix("?") }, "\(run.writesByWidget.keys.sorted())")
    }

    @Test func countsWrittenBeforeSupportObjectsWereApartReadWithNone() throws {
        let json = """
            {"artworkRequests": 1, "cellsConfigured": 2, "equalWrites": 3, "flightRequests": 4, "fullReloads": 5,
             "objectsAlive": 6, "partialReloads": 7, "searchRequests": 8, "tasksScheduled": 9, "writes": 10}
            """
        let read = try JSONDecoder().decode(WorkCounts.self, from: Data(json.utf8))
        #expect(read == WorkCounts(writes: 10, equalWrites: 3, cellsConfigured: 2, fullReloads: 5, partialReloads: 7, tasksScheduled: 9,
                                   searchRequests: 8, artworkRequests: 1, flightRequests: 4, objectsAlive: 6, supportObjectsAlive: 0))
        let written = WorkCounts(writes: 1, objectsAlive: 2, supportObjectsAlive: 3)
        #expect(try JSONDecoder().decode(WorkCounts.self, from: JSONEncoder().encode(written)) == written)
    }

    @Test func aTotalAddsTheCountsAndKeepsThePeaksOfObjectsAlive() {
        let total = WorkCounts.total([
            WorkCounts(writes: 3, cellsConfigured: 10, objectsAlive: 40, supportObjectsAlive: 7),
            WorkCounts(writes: 1, equalWrites: 1, artworkRequests: 2, objectsAlive: 60, supportObjectsAlive: 3),
            WorkCounts(partialReloads: 1, objectsAlive: 20, supportObjectsAlive: 5),
        ])
        // Each peak on its own: the app's at the second step, the support library's at the first.
        #expect(total == WorkCounts(writes: 4, equalWrites: 1, cellsConfigured: 10, partialReloads: 1, artworkRequests: 2, objectsAlive: 60,
                                    supportObjectsAlive: 7))
    }

    @Test(arguments: ArchitectureRegistry.all.map(\.id))
    func anExpectStepDoesNoWorkAndKeepsTheObjectsAlive(architecture id: String) throws {
        let architecture = try ArchitectureRegistry.select([id])
        let run = try #require(Comparison.compare(try suiteScenario(), architectures: architecture, fixtures: FixtureStore()).runs.first)

        let expectations = run.steps.indices.filter { run.steps[$0].statement.hasPrefix("expect") }
        #expect(expectations.count == 4)
        for index in expectations {
            let previous = run.steps[index - 1].work
            #expect(run.steps[index].work == WorkCounts(objectsAlive: previous.objectsAlive, supportObjectsAlive: previous.supportObjectsAlive),
                    "step \(index)")
        }
    }

    @Test(arguments: ArchitectureRegistry.all.map(\.id))
    func theSameScenarioCountsTheSameWorkOnEveryRun(architecture id: String) throws {
        let architecture = try ArchitectureRegistry.select([id])
        let scenario = try suiteScenario()

        let first = try #require(Comparison.compare(scenario, architectures: architecture, fixtures: FixtureStore()).runs.first)
        let second = try #require(Comparison.compare(scenario, architectures: architecture, fixtures: FixtureStore()).runs.first)

        #expect(first.steps.map(\.work) == second.steps.map(\.work))
        // Rows 0–4 on the first page, 10–14 after the scroll: at least ten cells, ten artwork loads.
        #expect(first.totalWork.cellsConfigured >= 10)
        #expect(first.totalWork.artworkRequests == 10)
        #expect(first.totalWork.searchRequests == 1)
    }
}
