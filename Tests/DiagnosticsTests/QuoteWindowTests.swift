import Diagnostics
import Testing

/// A long line is quoted as a window of it around the fault, never whole: a message about a
/// megabyte line stays a line long, and its caret stays under the fault.
struct QuoteWindowTests {
    @Test func aLineOfAHundredAndTwentyCharactersIsQuotedWhole() {
        let line: String = times(119, "a") + "b"
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 120), lineText: line, message: "m")
        #expect(diagnostic.lineText == line)
        #expect(diagnostic.caretColumn == 120)
    }

    @Test func aFaultNearTheStartShowsTheFirstHundredAndTwentyCharactersAndAnEllipsisAfter() {
        // Columns 1…120 are shown; the 121st character on is cut.
        let line: String = times(9, "a") + "X" + times(200, "b")
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 10), lineText: line, message: "m")
        let expected: String = times(9, "a") + "X" + times(110, "b") + "…"
        #expect(diagnostic.lineText == expected)
        #expect(diagnostic.caretColumn == 10)
        #expect(diagnostic.description == "a.json:1:10: error: m\n    \(diagnostic.lineText)\n             ^")
    }

    @Test func aFaultInTheMiddleShowsSixtyCharactersBeforeItAndEllipsesOnBothSides() {
        // The fault at column 1,001: the window is columns 941…1,060, after the leading "…".
        let line: String = times(1_000, "a") + "X" + times(1_000, "b")
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 1_001), lineText: line, message: "m")
        let expected: String = "…" + times(60, "a") + "X" + times(59, "b") + "…"
        #expect(diagnostic.lineText == expected)
        #expect(diagnostic.caretColumn == 62)
        let caretLine: String = "\n    " + times(61, " ") + "^"
        #expect(diagnostic.description.hasSuffix(caretLine))
    }

    @Test func aFaultNearTheEndShowsTheLastHundredAndTwentyCharacters() {
        // 300 characters, the fault at 295: the window is columns 181…300.
        let line: String = times(294, "a") + "X" + times(5, "b")
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 295), lineText: line, message: "m")
        let expected: String = "…" + times(114, "a") + "X" + times(5, "b")
        #expect(diagnostic.lineText == expected)
        #expect(diagnostic.caretColumn == 116)
    }

    @Test func aColumnPastTheEndOfALongLinePutsTheCaretJustAfterItsLastCharacter() {
        // 300 characters: the window is the last 120, the caret one past them.
        let line = times(300, "a")
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 5_000), lineText: line, message: "m")
        let expected: String = "…" + times(120, "a")
        #expect(diagnostic.lineText == expected)
        #expect(diagnostic.caretColumn == 122)
    }

    @Test func theWindowCountsCharactersNotBytes() {
        // Flags are eight bytes and one column each: the window is 120 of them.
        let line: String = times(500, "🇬🇧") + "X"
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 501), lineText: line, message: "m")
        let expected: String = "…" + times(119, "🇬🇧") + "X"
        #expect(diagnostic.lineText == expected)
        #expect(diagnostic.lineText.count == 121)
        #expect(diagnostic.caretColumn == 121)
    }

    @Test func aControlCharacterInTheWindowIsStillOneSpace() {
        let line: String = times(200, "a") + "\t\u{0}X" + times(200, "b")
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 203), lineText: line, message: "m")
        let expected: String = "…" + times(58, "a") + "  X" + times(59, "b") + "…"
        #expect(diagnostic.lineText == expected)
        #expect(diagnostic.caretColumn == 62)
    }

    @Test func aLineQuotedFromAWholeTextIsCutTheSameWay() {
        let line: String = times(1_000, "a") + "X" + times(1_000, "b")
        let diagnostic = SourceDiagnostic(file: "a.json", text: "first\n\(line)\r\nlast", location: at(2, 1_001), message: "m")
        let expected: String = "…" + times(60, "a") + "X" + times(59, "b") + "…"
        #expect(diagnostic.lineText == expected)
        #expect(diagnostic.caretColumn == 62)
    }

    /// Ten megabytes on one line: the message is a few hundred bytes, and found in linear time.
    @Test(.timeLimit(.minutes(10)))
    func aTenMegabyteLineGivesAShortMessage() {
        let text = times(10_000_000, "a") + "X"
        let diagnostic = SourceDiagnostic(file: "a.json", text: text, location: at(1, 10_000_001), message: "m")
        let expected: String = "…" + times(119, "a") + "X"
        #expect(diagnostic.lineText == expected)
        #expect(diagnostic.description.utf8.count < 400)
    }

    private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(line: line, column: column)
    }

    /// `text` `count` times over.
    private func times(_ count: Int, _ text: String) -> String {
        String(repeating: text, count: count)
    }
}
