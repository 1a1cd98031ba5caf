import Testing
@testable import WorkbenchCLI

/// A step is stuck for all only when the baseline and another architecture were stopped there
/// and nobody got past it.
struct StallEvidenceTests {
    /// Whether each stop, in turn, made its step stuck for all.
    private func stops(_ stalls: inout StallEvidence, _ stops: [(architectureID: String, step: Int, file: String)]) -> [Bool] {
        stops.map { stalls.stopped($0.architectureID, at: $0.step, of: $0.file) }
    }

    @Test func theBaselineStoppedAtTheSameStepAsAnotherMakesItShared() {
        var stalls = StallEvidence(baselineID: "direct")

        #expect(stops(&stalls, [("mvc", 2, "t.scenario"), ("direct", 2, "t.scenario")]) == [false, true])
    }

    @Test func twoArchitecturesThatAreNotTheBaselineTellNothing() {
        var stalls = StallEvidence(baselineID: "direct")

        #expect(stops(&stalls, [("mvc", 2, "t.scenario"), ("mvb", 2, "t.scenario")]) == [false, false])
    }

    @Test func anArchitecturePastTheStepOrAnotherStepOrFileTellsItIsNotShared() {
        var passed = StallEvidence(baselineID: "direct")
        passed.reached("mvvm", step: 3, of: "t.scenario", after: nil)
        #expect(stops(&passed, [("mvc", 2, "t.scenario"), ("direct", 2, "t.scenario")]) == [false, false])

        var elsewhere = StallEvidence(baselineID: "direct")
        #expect(stops(&elsewhere, [("mvc", 2, "t.scenario"), ("direct", 1, "t.scenario"), ("direct", 2, "u.scenario")]) == [false, false, false])
    }

    @Test func aRunThatEndedCountsAsPastEveryStep() {
        var stalls = StallEvidence(baselineID: "direct")
        stalls.reached("mvvm", step: 1, of: "t.scenario", after: nil)
        // The worker moved on to mvb: mvvm's run ended.
        stalls.reached("mvb", step: 0, of: "t.scenario", after: "mvvm")

        #expect(stops(&stalls, [("mvc", 2, "t.scenario"), ("direct", 2, "t.scenario")]) == [false, false])
    }

    @Test func onlyTheRunThatWouldTellSettlesAndOnlyUntilItIsPastTheStep() {
        var stalls = StallEvidence(baselineID: "direct")
        #expect(!stalls.settles("t.scenario", architectureID: "direct", at: nil), "nothing was stopped yet")
        _ = stops(&stalls, [("mvc", 2, "t.scenario")])

        #expect(stalls.settles("t.scenario", architectureID: "direct", at: nil))
        #expect(stalls.settles("t.scenario", architectureID: "direct", at: 2))
        #expect(!stalls.settles("t.scenario", architectureID: "direct", at: 3))
        #expect(!stalls.settles("t.scenario", architectureID: "mvb", at: 1))
    }
}
