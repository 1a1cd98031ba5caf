import Diagnostics
import Domain
import Testing

/// A decoding error reads like a compiler's: the fixture, the line, a caret under the fault.
struct DecodingDiagnosticTests {
    @Test func renderedDiagnosticOfAMalformedFixturePointsAtTheFault() {
        let text = "{\"resultCount\": 1,\n  \"results\": [x]\n}"
        do {
            _ = try SongDecoder.decode(text, file: "Fixtures/broken.json")
            Issue.record("decoding should fail")
        } catch {
            #expect(error.description == """
                Fixtures/broken.json:2:15: error: expected a value (object, array, string, number, true, false or null), found "x"
                      "results": [x]
                                  ^
                """)
        }
    }
}
