import Diagnostics
import Domain
import Testing

/// Flight boards, each mutated from a committed one: every one decodes, or is an error that
/// points into the file and quotes the line it points at.
struct BoardFuzzTests {
    @Test func everyMutatedBoardDecodesOrFailsAtALineItQuotes() {
        var tally = FuzzTally()
        for index in 0..<FuzzSettings.inputs {
            let input = FuzzInput(.board, seed: FuzzSettings.seed &+ UInt64(index))
            tally.add(FixtureCheck.outcome(of: input) { text, file throws(SourceDiagnostic) in
                _ = try FlightBoardDecoder.decode(text, file: file)
            }, of: input)
        }
        tally.finish()
    }
}
