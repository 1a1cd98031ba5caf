import Diagnostics
import Foundation
@testable import Harness
import HeadlessUI
import MVC
@testable import Metrics
@testable import ReportPages
import ScenarioLanguage
import Testing
import WorkbenchTestKit

/// A concern's cost is the work of the scenarios tagged for it, added up, in the counts that
/// belong to it.
@MainActor
struct ConcernCostTests {
    @Test func aConcernsWorkIsAddedUpOverTheScenariosTaggedForIt() throws {
        // Two scenarios tagged for the debounce, one searched term each, and one that is not.
        let folder = try ScenarioFolder([
            "fast.scenario": "scenario \"Fast\"\ntags debounce\nlaunch search\ntype search.term \"hey\" every 80ms\nwait 330ms\n",
            "restarts.scenario": "scenario \"Restarts\"\ntags search, debounce\nlaunch search\ntype search.term \"hey\"\nwait 300ms\n"
                + "type search.term \" jude\"\nwait 330ms\n",
            "other.scenario": "scenario \"Other\"\ntags search\nlaunch search\ntype search.term \"love\"\nwait 330ms\n",
        ])
        defer { folder.remove() }
        let library = try ScenarioLibrary.load(directory: folder.path)
        let architectures = [MVCArchitecture()]
        let outcomes = library.entries.compactMap { try? $0.result.get() }.map {
            Comparison.compare($0, architectures: architectures, fixtures: FixtureStore())
        }
        let report = TeachingReport.make(architectures: architectures, compare: CompareReport(architectures: architectures, outcomes: outcomes),
                                         coupling: CouplingReport(architectures: []), tree: SourceTree(root: packageRoot))
        let debounce = try #require(report.concerns.first { $0.concern.id == "debounce" })

        #expect(debounce.scenarios.map { ($0 as NSString).lastPathComponent }.sorted()
            == ["fast.scenario", "restarts.scenario"])
        // A burst of typing is searched once, in each of the two; the third's search is not the debounce's.
        #expect(debounce.implementations[0].work?.searchRequests == 2)
        #expect(debounce.counters == [.tasksScheduled, .searchRequests])
    }

    @Test func aConcernsWritesAreOnlyThoseToItsWidgets() throws {
        let latestWins = try #require(Concern.all.first { $0.id == "latest-wins" })
        let step = StepRecord(index: 0, location: SourceLocation(line: 1, column: 1), statement: "launch search",
                              snapshotDigest: SnapshotDigest(of: ""), failures: [], time: .zero,
                              work: WorkCounts(writes: 16, equalWrites: 3, searchRequests: 1))
        let run = ArchitectureRun(architectureID: "mvc", steps: [step], stoppedEarly: false, writesByWidget: [
            "search.status": WidgetWrites.Tally(writes: 2),
            "search.results[].title": WidgetWrites.Tally(writes: 5, equalWrites: 1),
            "search.results[].artwork": WidgetWrites.Tally(writes: 4, equalWrites: 2),
            "search.statuses": WidgetWrites.Tally(writes: 1),  // another widget whose name starts alike
            "search.term": WidgetWrites.Tally(writes: 3),
            "#title": WidgetWrites.Tally(writes: 1),
        ])

        let work = ConcernCounters.work(of: [run, run], for: latestWins)

        // Its widgets are search.status and the rows of search.results: 2 + 5 + 4 writes, 1 + 2
        // of them equal, in each of the two runs; the other counts are the runs' own, added up.
        #expect(work.writes == 22)
        #expect(work.equalWrites == 6)
        #expect(work.searchRequests == 2)
    }

    @Test func everyConcernNamesTheCountsThatBelongToIt() {
        for concern in Concern.all {
            #expect(ConcernCounters.counters(for: concern) != WorkCounter.allCases, "\(concern.id)")
        }
    }
}
