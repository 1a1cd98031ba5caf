import Diagnostics
import Testing

/// How a fault in a user's file reads: `file:line:column: error: message`, the line, a caret.
struct SourceDiagnosticTests {
    @Test func rendersLikeACompilerWithTheCaretUnderTheColumn() {
        let diagnostic = SourceDiagnostic(
            file: "Scenarios/search/typing.scenario", location: at(4, 6), lineText: "wait 330",
            message: "expected a duration such as 330ms"
        )
        #expect(diagnostic.description == """
            Scenarios/search/typing.scenario:4:6: error: expected a duration such as 330ms
                wait 330
                     ^
            """)
    }

    @Test func theCaretOfColumnOneIsUnderTheFirstCharacter() {
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 1), lineText: "[]", message: "m")
        #expect(diagnostic.description == "a.json:1:1: error: m\n    []\n    ^")
    }

    @Test func quotesTheLineTheLocationIsOn() {
        let diagnostic = SourceDiagnostic(file: "a.json", text: "first\nsecond\nthird", location: at(2, 3), message: "m")
        #expect(diagnostic.lineText == "second")
        #expect(diagnostic.location == at(2, 3))
        #expect(diagnostic.file == "a.json")
        #expect(diagnostic.message == "m")
    }

    @Test func tabsBecomeSpacesAndCarriageReturnsGoSoTheCaretStaysInPlace() {
        let diagnostic = SourceDiagnostic(file: "a.json", text: "x\r\n\t\"a\": ?\r\n", location: at(2, 7), message: "m")
        #expect(diagnostic.lineText == " \"a\": ?")
        #expect(diagnostic.description == "a.json:2:7: error: m\n     \"a\": ?\n          ^")
    }

    @Test func aLocationPastTheEndQuotesAnEmptyLine() {
        let diagnostic = SourceDiagnostic(file: "a.json", text: "[", location: at(3, 1), message: "m")
        #expect(diagnostic.lineText == "")
    }
}

private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
    Diagnostics.SourceLocation(line: line, column: column)
}
