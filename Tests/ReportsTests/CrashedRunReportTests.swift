@testable import Harness
@testable import Reports
import Testing
import WorkbenchTestKit

/// A run whose process died reads "crash", not "fail", and its counts, which went down with the
/// process, are left out of the work totals, which say so.
@MainActor
struct CrashedRunReportTests {
    /// Two scenarios, each run on Counted and Bare (writes 2 + 2 + 1 a run); Counted's run of
    /// the second crashed at step 1.
    private func report() throws -> CompareReport {
        let architectures = [HandCountedArchitecture(), HandCountedArchitecture(id: "bare", displayName: "Bare", isBaseline: true)]
        let first = try scenario(HandCountedArchitecture.scenario, file: "a.scenario")
        let second = try scenario(HandCountedArchitecture.scenario, file: "b.scenario")
        let bare = Comparison.compare(second, architectures: [architectures[1]], fixtures: FixtureStore()).runs
        let crashed = Comparison.judge(second, runs: [.crashed("counted", in: second, end: .signal(11), lastStepReached: 1)] + bare)
        return CompareReport(architectures: architectures,
                             outcomes: [Comparison.compare(first, architectures: architectures, fixtures: FixtureStore()), crashed])
    }

    @Test func theCrashedRunsVerdictIsCrashAndTheScenarioStillCountsAsFailed() throws {
        let report = try report()

        #expect(report.outcomes[1].verdicts == ["counted": .crash, "bare": .pass])
        #expect(TextReport.summaryLine(report) == "2 scenarios × 2 architectures: 1 pass, 1 fail, 0 diverge, 0 unreadable")
    }

    @Test func theTotalsLeaveTheCrashedRunOutAndSaySo() throws {
        let report = try report()

        #expect(report.crashedFiles(of: "counted") == ["b.scenario"])
        #expect(report.crashedFiles(of: "bare") == [])
        #expect(WorkTable.text(report) == [
            "Work (exact counts, totals over 2 scenarios):",
            "  architecture     writes  equal  cells  full  partial  tasks  search  artwork  flights  peak alive  peak support",
            "  Counted               5      1      0     0        0      1       1        0        0           6             2",
            "  Bare (baseline)      10      2      0     0        0      2       2        0        0           6             2",
            "  " + WorkTable.legend[0],
            "  " + WorkTable.legend[1],
            "  The totals leave out the run that crashed, whose counts went down with its process: Counted's on b.scenario.",
        ])
        #expect(MarkdownReport.render(report).contains("""
            | Bare (baseline) | 10 | 2 | 0 | 0 | 0 | 2 | 2 | 0 | 0 | 6 | 2 |

            \(WorkTable.legend.joined(separator: " · "))

            The totals leave out the run that crashed, whose counts went down with its process: Counted's on b.scenario.
            """))
    }

    @Test func theJSONGivesTheCrashedRunNoCountsAndItsVerdictCrash() throws {
        let json = JSONReport.render(try report(), exitCode: 1, reportFiles: .notAsked)

        #expect(json.contains("""
                  "verdicts" : {
                    "bare" : "pass",
                    "counted" : "crash"
                  },
                  "work" : {
                    "bare" : {
            """))
        #expect(json.contains("""
                      "writes" : 5
                    },
                    "counted" : null
                  }
            """))
    }

    @Test func severalCrashedRunsAreListedByArchitecture() {
        #expect(PlainWording.crashedRunsLeftOut([("MVC", []), ("MVB", ["a.scenario", "b.scenario"]), ("Binder", ["b.scenario"])])
            == "The totals leave out the runs that crashed, whose counts went down with their processes: MVB's on a.scenario and b.scenario; Binder's on b.scenario.")
        #expect(PlainWording.crashedRunsLeftOut([("MVC", [])]) == nil)
    }
}
