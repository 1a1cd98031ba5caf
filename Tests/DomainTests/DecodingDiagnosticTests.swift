import Diagnostics
import Domain
import Testing

/// A decoding error reads like a compiler's: the fixture, the line, a caret under the fault.
/// One case of each kind of broken input (SPEC §3.1), as the user sees it.
struct DecodingDiagnosticTests {
    @Test func renderedDiagnosticOfAMalformedFixturePointsAtTheFault() {
        expectRendered(songs: "{\"resultCount\": 1,\n  \"results\": [x]\n}", """
            Fixtures/broken.json:2:15: error: expected a value (object, array, string, number, true, false or null), found "x"
                  "results": [x]
                              ^
            """)
    }

    @Test func aKeyGivenTwiceIsAnErrorAtTheSecond() {
        // `  {"trackId": 1, "trackName": "A", ` is 35 characters.
        let text = """
            {"results": [
              {"trackId": 1, "trackName": "A", "trackId": 2, "artistName": "X"}
            ]}
            """
        expectRendered(songs: text, """
            Fixtures/broken.json:2:36: error: member "trackId" appears twice in one object
                  {"trackId": 1, "trackName": "A", "trackId": 2, "artistName": "X"}
                                                   ^
            """)
    }

    @Test func nestingTooDeepIsAnErrorAtTheBracketThatGoesPast512() {
        // `{"results": [{"extra": ` holds levels 1 to 3 and ends at column 23; 510 more "[" take
        // levels 4 to 513, so the last opens at column 23 + 510.
        let text = #"{"results": [{"extra": "# + String(repeating: "[", count: 510) + String(repeating: "]", count: 510) + "}]}"
        // The line is 1,046 characters long: the quote is columns 473 to 592, cut on both sides.
        let window = "…" + String(repeating: "[", count: 61) + String(repeating: "]", count: 59) + "…"
        expectRendered(songs: text, """
            Fixtures/broken.json:1:533: error: "[" is nested deeper than 512 levels; expected at most 512 nested arrays and objects
                \(window)
                \(String(repeating: " ", count: 61))^
            """)
    }

    @Test func theFuzzersDeepDocumentIsTheSameErrorNotACrash() {
        // 3,100 levels on one line: level 513 opens at column 513.
        let text = String(repeating: "[", count: 3_100) + String(repeating: "]", count: 3_100)
        // The quote is columns 453 to 572, cut on both sides.
        let window = "…" + String(repeating: "[", count: 120) + "…"
        expectRendered(songs: text, """
            Fixtures/broken.json:1:513: error: "[" is nested deeper than 512 levels; expected at most 512 nested arrays and objects
                \(window)
                \(String(repeating: " ", count: 61))^
            """)
    }

    // MARK: - Helpers

    private func expectRendered(songs text: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let error = #expect(throws: SourceDiagnostic.self, sourceLocation: sourceLocation) {
            try SongDecoder.decode(text, file: "Fixtures/broken.json")
        }
        #expect(error?.description == expected, sourceLocation: sourceLocation)
    }
}
