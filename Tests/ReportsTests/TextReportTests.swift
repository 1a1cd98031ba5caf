import Diagnostics
@testable import Harness
@testable import Reports
import Testing
import WorkbenchTestKit

/// What `compare` prints of each scenario's findings, from results made by hand.
@MainActor
struct TextReportTests {
    private let report = TextReport(useColor: false)

    private func typing(_ id: String, statusFound: String) -> ArchitectureRun {
        HandMade.run(id, [
            HandMade.step(0, line: 2, "launch search"),
            HandMade.step(1, line: 3, "type search.term \"hey\""),
            HandMade.step(2, line: 4, "wait 530ms"),
            HandMade.step(3, line: 5, "expect search.status \"3 songs\"", failures: [HandMade.statusMiss(found: statusFound)]),
        ])
    }

    @Test func aFailureSharedByArchitecturesIsPrintedOnceNamingThem() {
        let outcome = HandMade.outcome([typing("mvc", statusFound: "4 songs"), typing("mvvm", statusFound: "4 songs"),
                                        typing("mvb", statusFound: "Searching for “hey”…"), typing("direct", statusFound: "4 songs")],
                                       verdicts: ["mvc": .fail, "mvvm": .fail, "mvb": .fail, "direct": .fail])

        #expect(report.details(of: outcome) == """

            FAIL Scenarios/search/typing.scenario:5:1  [mvc, mvvm, direct] expectation
              expect search.status "3 songs"
              expected search.status "3 songs", found "4 songs"

            FAIL Scenarios/search/typing.scenario:5:1  [mvb] expectation
              expect search.status "3 songs"
              expected search.status "3 songs", found "Searching for “hey”…"
            """)
    }

    @Test func aDivergenceAndALaterFailureArePrintedInStepOrder() {
        let searching = "screen search \"Search\"   stack: search\nsearch.status  label \"Searching for “hey”…\"\n"
        let found = "screen search \"Search\"   stack: search\nsearch.status  label \"4 songs\"\n"
        let steps = { (id: String, atStepTwo: String, failures: [StepProblem]) in
            HandMade.run(id, [
                HandMade.step(0, line: 2, "launch search"),
                HandMade.step(1, line: 3, "type search.term \"hey\"", snapshot: searching),
                HandMade.step(2, line: 4, "wait 530ms", snapshot: atStepTwo),
                HandMade.step(3, line: 5, "wait 100ms", snapshot: found),
                HandMade.step(4, line: 6, "expect requests search 1", snapshot: found, failures: failures),
            ])
        }
        let divergence = Divergence(stepIndex: 2, location: .init(line: 4, column: 1), statement: "wait 530ms",
                                    sides: [.init(architectureIDs: ["mvc"], snapshot: found), .init(architectureIDs: ["slowmvc"], snapshot: searching)],
                                    diffs: [TextDiff.unified(found, searching, leftName: "mvc", rightName: "slowmvc")])
        let outcome = HandMade.outcome([steps("mvc", found, []),
                                        steps("slowmvc", searching, [.expectation(expected: .requests(.search, 1), found: .requests(2))])],
                                       divergence: divergence, verdicts: ["mvc": .pass, "slowmvc": .diverged])

        #expect(report.details(of: outcome) == """

            DIVERGE Scenarios/search/typing.scenario:4:1  step 2: wait 530ms
              mvc  ≠  slowmvc
              --- mvc
              +++ slowmvc
              @@
               screen search "Search"   stack: search
              -search.status  label "4 songs"
              +search.status  label "Searching for “hey”…"

            FAIL Scenarios/search/typing.scenario:6:1  [slowmvc] expectation
              expect requests search 1
              expected 1 search request, found 2
            """)
    }

    @Test func aCrashNamesTheSignalAndTheLastStepReached() {
        let run = HandMade.run("mvb", [
            HandMade.step(0, line: 2, "launch search"),
            HandMade.step(1, line: 3, "tap search.results[3]", failures: [.crash(.signal(11), lastStepReached: 1)]),
        ])

        #expect(report.details(of: HandMade.outcome([run], verdicts: ["mvb": .fail])) == """

            FAIL Scenarios/search/typing.scenario:3:1  [mvb] crash
              tap search.results[3]
              crashed with signal 11 (SIGSEGV) at step 1
            """)
    }

    @Test func aLeakNamesWhatStayedAlive() {
        let run = HandMade.run("mvb", [
            HandMade.step(0, line: 2, "launch search"),
            HandMade.step(1, line: 3, "tap search.results[0]"),
            HandMade.step(2, line: 4, "back", failures: [
                .leak(.screen(ScreenLeak(screenID: "song", controllerType: "SongViewController",
                                         views: [ViewCount(kind: "SongView", count: 1), ViewCount(kind: "Label", count: 2)]))),
                .leak(.supportObjects(SupportObjectLeak(architecture: "MVB", before: 3, now: 5))),
            ]),
        ])

        #expect(report.details(of: HandMade.outcome([run], verdicts: ["mvb": .fail])) == """

            FAIL Scenarios/search/typing.scenario:4:1  [mvb] leak
              back
              screen "song" was popped but its SongViewController is still alive, with 3 views (SongView, Label ×2)

            FAIL Scenarios/search/typing.scenario:4:1  [mvb] leak
              back
              2 MVB support objects are still alive after the screen was popped (3 before it was pushed, 5 now)
            """)
    }

    @Test func scenarioErrorsCanBePrintedApartFromTheResults() {
        let error = SourceDiagnostic(file: "Scenarios/a-bad.scenario", location: .init(line: 3, column: 6), lineText: "wait soon",
                                     message: "expected a duration such as 330ms or 2s, found \"soon\"")
        let architectures = [HandCountedArchitecture(id: "mvc", displayName: "MVC")]
        let compare = CompareReport(architectures: architectures, outcomes: [
            Comparison.unreadable(file: "Scenarios/a-bad.scenario", name: nil, error, architectures: architectures),
            HandMade.outcome([HandMade.run("mvc", [HandMade.step(0, line: 2, "launch search")])], verdicts: ["mvc": .pass]),
        ])

        #expect(report.renderErrors(compare) == """
            Scenarios/a-bad.scenario:3:6: error: expected a duration such as 330ms or 2s, found "soon"
                wait soon
                     ^

            """)
        #expect(report.render(compare, includingErrors: false) == """
            scenario                          mvc 
            Scenarios/a-bad.scenario          !   
            Scenarios/search/typing.scenario  ✓   

            ✓ pass   ✗ fail or crash   ≠ diverged   ! scenario error

            Work (exact counts, totals over 2 scenarios):
              architecture  writes  equal  cells  full  partial  tasks  search  artwork  flights  peak alive  peak support
              MVC                0      0      0     0        0      0       0        0        0           0             0
              writes: to shown widget properties (equal: to the value they had) · cells: configured · full, partial: reloads
              tasks: scheduled on the main queue · search, artwork, flights: requests · peak alive: most of the app's objects alive after a step · peak support: the same of the support library's

            2 scenarios × 1 architecture: 1 pass, 0 fail, 0 diverge, 1 unreadable

            """)
    }

    @Test func aMatrixTooWideBreaksItsPathsAfterASlashAndGroupsItsArchitectures() {
        let architectures = ["mvc", "mvvm", "binder"].map { HandCountedArchitecture(id: $0, displayName: $0.uppercased()) }
        let error = SourceDiagnostic(file: "Scenarios/a-bad.scenario", location: .init(line: 1, column: 1), lineText: "", message: "bad")
        let compare = CompareReport(architectures: architectures, outcomes: [
            Comparison.unreadable(file: "Scenarios/a-bad.scenario", name: nil, error, architectures: architectures),
            HandMade.outcome([], verdicts: ["mvc": .pass, "mvvm": .fail, "binder": .diverged]),
        ])
        // Paths of 32, columns of 4, 4 and 6 one space apart: 50 wide. Into 30, with the paths
        // at 16 at the narrowest: mvc mvvm (9) and binder (6), the paths 30 - 11 = 19 and
        // 30 - 8 = 22 wide.
        let lines = TextReport(useColor: false, width: 30).render(compare).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(13) == [
            "scenario             mvc  mvvm",
            "Scenarios/           !    !   ",
            " a-bad.scenario",
            "Scenarios/search/    ✓    ✗   ",
            " typing.scenario",
            "",
            "scenario                binder",
            "Scenarios/              !     ",
            " a-bad.scenario",
            "Scenarios/search/       ≠     ",
            " typing.scenario",
            "",
            "✓ pass   ✗ fail or crash   ≠ diverged   ! scenario error",
        ])
        let wide = TextReport(useColor: false).render(compare).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(wide.prefix(3) == [
            "scenario                          mvc  mvvm binder",
            "Scenarios/a-bad.scenario          !    !    !     ",
            "Scenarios/search/typing.scenario  ✓    ✗    ≠     ",
        ])
    }

    @Test func aFindingTooWideGoesOnIndentedAndItsMarkIsPaintedAlone() {
        let run = HandMade.run("mvb", [
            HandMade.step(0, line: 2, "launch search"),
            HandMade.step(1, line: 3, "tap search.results[3]", failures: [.crash(.signal(11), lastStepReached: 1)]),
        ])
        // "FAIL Scenarios/search/typing.scenario:3:1" is 41 wide; the problem, 44 with its indent,
        // breaks before "step" (at 42).
        #expect(TextReport(useColor: true, width: 41).details(of: HandMade.outcome([run], verdicts: ["mvb": .fail])) == """

            \u{1B}[31mFAIL\u{1B}[0m Scenarios/search/typing.scenario:3:1
              [mvb] crash
              tap search.results[3]
              crashed with signal 11 (SIGSEGV) at
                step 1
            """)
    }
}
