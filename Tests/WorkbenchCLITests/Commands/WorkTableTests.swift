@testable import Harness
@testable import Reports
import Testing
import WorkbenchTestKit

@MainActor
struct WorkTableTests {
    @Test func compareShowsEachArchitecturesTotalsBeforeTheCouplingSectionWithTheBaselineLast() throws {
        let folder = try ScenarioFolder(["counted.scenario": HandCountedArchitecture.scenario])
        defer { folder.remove() }
        let baseline = HandCountedArchitecture(id: "bare", displayName: "Bare", isBaseline: true)

        // A terminal wide enough for the temporary folder's paths and the whole table.
        let run = ToolRun(["compare", "--scenarios", folder.path], architectures: [baseline, HandCountedArchitecture()], width: 1000)

        // Each run: writes 2 + 2 + 1, one of them equal; one task, one search; 6 objects of the
        // app at most, and 2 of its support library.
        #expect(run.status == 0)
        #expect(run.output.contains("""

            Work (exact counts, totals over 1 scenario):
              architecture     writes  equal  cells  full  partial  tasks  search  artwork  flights  peak alive  peak support
              Counted               5      1      0     0        0      1       1        0        0           6             2
              Bare (baseline)       5      1      0     0        0      1       1        0        0           6             2
              writes: to shown widget properties (equal: to the value they had) · cells: configured · full, partial: reloads
              tasks: scheduled on the main queue · search, artwork, flights: requests · peak alive: most of the app's objects alive after a step · peak support: the same of the support library's

            Coupling
            """))
    }

    @Test func theMarkdownReportHasTheSameTable() throws {
        let outcome = Comparison.compare(try scenario(HandCountedArchitecture.scenario), architectures: [HandCountedArchitecture()], fixtures: FixtureStore())
        let report = CompareReport(architectures: [HandCountedArchitecture()], outcomes: [outcome])

        #expect(MarkdownReport.render(report).contains("""
            ## Work

            | architecture | writes | equal | cells | full | partial | tasks | search | artwork | flights | peak alive | peak support |
            | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
            | Counted | 5 | 1 | 0 | 0 | 0 | 1 | 1 | 0 | 0 | 6 | 2 |
            """))
    }

    @Test func theJSONReportCarriesEachArchitecturesTotalsPerScenario() throws {
        let folder = try ScenarioFolder(["counted.scenario": HandCountedArchitecture.scenario])
        defer { folder.remove() }

        let run = ToolRun(["compare", "--scenarios", folder.path, "--format", "json"], architectures: [HandCountedArchitecture()])

        #expect(run.output.contains("""
                  "work" : {
                    "counted" : {
                      "artworkRequests" : 0,
                      "cellsConfigured" : 0,
                      "equalWrites" : 1,
                      "flightRequests" : 0,
                      "fullReloads" : 0,
                      "objectsAlive" : 6,
                      "partialReloads" : 0,
                      "searchRequests" : 1,
                      "supportObjectsAlive" : 2,
                      "tasksScheduled" : 1,
                      "writes" : 5
                    }
                  }
            """))
    }

    @Test func traceShowsEachStepsWorkUnderItsSnapshot() throws {
        let folder = try ScenarioFolder(["counted.scenario": HandCountedArchitecture.scenario])
        defer { folder.remove() }

        let run = ToolRun(["run", folder.file("counted.scenario"), "--trace"], architectures: [HandCountedArchitecture()])

        #expect(run.output.contains("""
            ── step 1  line 3: tap search.go   [t=0ms]
            screen search "Counted"   stack: search
            search.go  button "Go"
            search.status  label "Searching"
            work counted  writes 2 (1 equal)  cells 0  reloads 0 full 0 partial  tasks 1  requests 1 search 0 artwork 0 flights  alive 6 support 2

            """))
    }
}
