import Testing

/// Scenarios, each mutated from a committed one: every one parses, or is an error that points
/// into the file and quotes the line it points at. One input in ``runEvery`` that parses is
/// also run on Direct, the cheapest architecture: a run must not crash, and its failures must
/// point into the file too.
@MainActor
struct ScenarioFuzzTests {
    /// Running every parsed input would take most of the suite's time.
    static let runEvery: UInt64 = 10

    @Test func everyMutatedScenarioParsesOrFailsAtALineItQuotes() {
        let check = ScenarioCheck()
        var tally = FuzzTally()
        for index in 0..<FuzzSettings.inputs {
            let input = FuzzInput(.scenario, seed: FuzzSettings.seed &+ UInt64(index))
            tally.add(check.outcome(of: input, runs: input.seed % Self.runEvery == 0), of: input)
        }
        tally.finish()
    }
}
