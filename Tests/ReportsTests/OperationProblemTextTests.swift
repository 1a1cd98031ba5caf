@testable import Bench
import Diagnostics
import Foundation
@testable import Harness
import HeadlessUI
@testable import Reports
import Testing

/// Why an operation or the sweep was not timed, as `bench` prints it.
struct OperationProblemTextTests {
    static let problems: [(problem: OperationProblem, text: String)] = [
        (.failedCheck, "did not pass its check on every architecture; run `swift run workbench run Scenarios/bench/clear.scenario`"),
        (.noMeasureStatement, "has no measure statement"),
        (.unreadable(diagnostic: SourceDiagnostic(file: "Scenarios/bench/clear.scenario", location: .init(line: 3, column: 6),
                                                  lineText: "wait soon", message: "expected a duration such as 330ms or 2s, found \"soon\"")),
         "Scenarios/bench/clear.scenario:3:6: error: expected a duration such as 330ms or 2s, found \"soon\"\n    wait soon\n         ^"),
        (.endedOnAnotherScreen(architecture: "MVVM"), "MVVM ended a timed run on another screen than its checked run"),
        (.stepFailedWhileTimed(location: .init(line: 7, column: 5), error: .driver(.noSuchElement(id: "search.trem", screen: "search", suggestions: ["search.term"]))),
         "line 7: no element \"search.trem\" on screen \"search\"; did you mean \"search.term\"?"),
        (.stepFailedWhileTimed(location: .init(line: 8, column: 1), error: .runaway(taskLimit: 100_000)),
         "line 8: the main queue still had work after 100,000 tasks; something keeps rescheduling itself"),
        (.timingProcessEnded(.signal(11)), "the process timing a share of its rounds crashed with signal 11 (SIGSEGV)"),
        (.timingProcessEnded(.exitStatus(3)), "the process timing a share of its rounds exited with status 3 without answering"),
    ]

    @Test(arguments: problems)
    func anOperationThatWasNotTimedSaysWhyInTheTableAndInItsDetails(problem: OperationProblem, text: String) {
        let clear = OperationResult(file: "Scenarios/bench/clear.scenario", name: "Bench: clear", problem: problem, timings: [])
        let result = BenchResult(configuration: BenchConfiguration(), build: "release", operations: [clear], sizes: [],
                                 scalingProblem: nil, scaling: [])

        #expect(BenchReport.text(result) == """
            Timing: 40 to 200 rounds (until every ratio is within ±1%) over 8 processes, after 2 warm-ups in each, release build.
            Times are processor time, not wall-clock time, medians with 95% intervals; a ratio is this architecture's time over Direct's in the same round.

            No operation was timed.
              clear: \(text)

            clear — Bench: clear (Scenarios/bench/clear.scenario)
              not timed: \(text)

            Scaling sweep: skipped (--sizes none).

            """)
    }

    @Test func aSweepThatWasNotTimedNamesTheSizeAndHasNoFileToRun() {
        let result = BenchResult(configuration: BenchConfiguration(), build: "release", operations: [], sizes: [10, 1_000],
                                 scalingProblem: ScalingProblem(size: 1_000, problem: .failedCheck), scaling: [])

        #expect(BenchReport.text(result) == """
            Timing: 40 to 200 rounds (until every ratio is within ±1%) over 8 processes, after 2 warm-ups in each, release build.
            Times are processor time, not wall-clock time, medians with 95% intervals; a ratio is this architecture's time over Direct's in the same round.

            No operation was timed.

            Scaling sweep: not timed: 1,000 results: did not pass its check on every architecture

            """)
    }

    @Test func theJSONKeepsTheProblemAsData() throws {
        let clear = OperationResult(file: "Scenarios/bench/clear.scenario", name: "Bench: clear",
                                    problem: .endedOnAnotherScreen(architecture: "MVVM"), timings: [])
        let result = BenchResult(configuration: BenchConfiguration(), build: "release", operations: [clear], sizes: [],
                                 scalingProblem: nil, scaling: [])

        let json = BenchReport.json(result)

        #expect(json == """
            {
              "build" : "release",
              "configuration" : {
                "equivalenceBand" : {
                  "relative" : 0.03
                },
                "iterations" : 40,
                "processes" : 8,
                "shortestSampleMilliseconds" : 1,
                "sizes" : [
                  10,
                  100,
                  1000,
                  10000,
                  100000
                ],
                "untilPrecise" : {
                  "batch" : 10,
                  "halfWidth" : 0.01,
                  "maxIterations" : 200,
                  "maxSeconds" : 20
                },
                "warmups" : 2
              },
              "operations" : [
                {
                  "file" : "Scenarios/bench/clear.scenario",
                  "name" : "Bench: clear",
                  "problem" : {
                    "endedOnAnotherScreen" : {
                      "architecture" : "MVVM"
                    }
                  },
                  "timings" : [

                  ]
                }
              ],
              "scaling" : [

              ],
              "sizes" : [

              ]
            }

            """)
        #expect(try JSONDecoder().decode(BenchResult.self, from: Data(json.utf8)) == result)
    }
}
