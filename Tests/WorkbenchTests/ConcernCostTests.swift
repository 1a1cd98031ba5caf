import Foundation
import Harness
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
        let library = try ScenarioLibrary.load(directory: packageRoot + "/Scenarios/search")
        let architectures = [MVCArchitecture()]
        let outcomes = library.entries.compactMap { try? $0.result.get() }.map {
            Comparison.compare($0, architectures: architectures, fixtures: FixtureStore())
        }
        let report = TeachingReport.make(architectures: architectures, compare: CompareReport(architectures: architectures, outcomes: outcomes),
                                         coupling: CouplingReport(architectures: []), tree: SourceTree(root: packageRoot))
        let debounce = try #require(report.concerns.first { $0.concern.id == "debounce" })

        #expect(debounce.scenarios.map { ($0 as NSString).lastPathComponent }.sorted()
            == ["debounce-fast-typing.scenario", "debounce-restarts-on-every-edit.scenario"])
        // Each of the two expects exactly one search: a burst of typing is searched once.
        #expect(debounce.implementations[0].work?.searchRequests == 2)
        #expect(debounce.counters == [.tasksScheduled, .searchRequests])
    }

    @Test func everyConcernNamesTheCountsThatBelongToIt() {
        for concern in Concern.all {
            #expect(ConcernCounters.counters(for: concern) != WorkCounter.allCases, "\(concern.id)")
        }
    }
}
