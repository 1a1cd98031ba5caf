import Mutation
import Testing

struct MutationCheckTests {
    private func result(_ owner: String, line: Int, scenarios: SuiteVerdict, unitTests: SuiteVerdict) -> MutantResult {
        let mutant = Mutant(file: "A.swift", line: line, column: 1, kind: .removedCall, original: "f()", mutated: "", start: 0, end: 3)
        return MutantResult(owner: owner, number: line, mutant: mutant, scenarios: scenarios, unitTests: unitTests)
    }

    private func key(_ owner: String, line: Int) -> MutantKey {
        MutantKey(owner: owner, id: "A.swift:\(line):1:removed-call")
    }

    @Test func onlySampledMutantsWhoseOutcomeChangedOrVanishedDiffer() {
        let recorded: [MutantKey: MutationOutcome] = [
            key("mvc", line: 1): .killedByBoth, key("mvc", line: 2): .survived, key("mvc", line: 3): .killedByUnitTests,
            key("mvb", line: 1): .survived, key("mvb", line: 2): .timedOut,
        ]
        let found = [
            result("mvc", line: 1, scenarios: .killed, unitTests: .killed), // the same: killed by both
            result("mvc", line: 2, scenarios: .killed, unitTests: .survived), // survived, now killed by the scenarios
            result("mvc", line: 3, scenarios: .survived, unitTests: .survived), // not sampled: not compared
            result("mvb", line: 2, scenarios: .timedOut, unitTests: .survived), // the same: timed out
        ]
        // mvb 1 is sampled and no longer found.
        let sample: Set = [key("mvc", line: 1), key("mvc", line: 2), key("mvb", line: 1), key("mvb", line: 2)]
        #expect(MutationCheck.differences(recorded: recorded, found: found, sample: sample) == [
            .init(key: key("mvb", line: 1), recorded: .survived, found: nil),
            .init(key: key("mvc", line: 2), recorded: .survived, found: .killedByScenarios),
        ])
    }
}
