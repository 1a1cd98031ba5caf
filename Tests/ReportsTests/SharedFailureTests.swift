@testable import Harness
@testable import Reports
import Testing

/// A failure is shown once with every architecture that had it at its step.
struct SharedFailureTests {
    @Test func theSameFailureAtOneStepIsOneFindingOfEveryArchitectureThatHadIt() {
        let runs = ["mvc", "mvvm", "mvb"].map { id in
            HandMade.run(id, [
                HandMade.step(0, line: 2, "launch search"),
                HandMade.step(1, line: 3, "expect search.status \"3 songs\"", failures: [HandMade.statusMiss(found: id == "mvb" ? "2 songs" : "4 songs")]),
            ])
        }

        let shared = SharedFailure.grouping(runs)

        #expect(shared.map(\.stepIndex) == [1, 1])
        #expect(shared.map(\.architecturesLabel) == ["[mvc, mvvm]", "[mvb]"])
    }

    /// Six runs failing at each of 20,000 steps: a failure is compared with its own step's
    /// findings only, not with every finding before it.
    @Test(.timeLimit(.minutes(10)))
    func twentyThousandFailingStepsAreGroupedInLinearTime() {
        let steps = (0..<20_000).map { HandMade.step($0, line: $0 + 2, "expect search.status \"3 songs\"", failures: [HandMade.statusMiss(found: "4 songs")]) }
        let runs = ["mvc", "mvvm", "mvb", "mvvmc", "binder", "direct"].map { HandMade.run($0, steps) }

        let shared = SharedFailure.grouping(runs)

        #expect(shared.count == 20_000)
        #expect(shared.map(\.stepIndex) == Array(0..<20_000))
        #expect(shared.allSatisfy { $0.architecturesLabel == "[mvc, mvvm, mvb, mvvmc, binder, direct]" })
    }
}
