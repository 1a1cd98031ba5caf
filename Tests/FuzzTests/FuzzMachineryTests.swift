import Diagnostics
import Testing

/// The fuzzer's own parts: an input is made again from its seed, and the check finds a
/// diagnostic that quotes another line or points past its line.
struct FuzzMachineryTests {
    @Test(arguments: FuzzFormat.allCases)
    func theSameSeedMakesTheSameInput(format: FuzzFormat) {
        let first = FuzzInput(format, seed: 42), again = FuzzInput(format, seed: 42)
        #expect(first.bytes == again.bytes)
        #expect(first.mutations == again.mutations)
        #expect(first.origin.name == again.origin.name)
    }

    @Test func aSoundDiagnosticHasNoFault() {
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(2, 4), lineText: "[1,\u{0}x", message: "m")
        #expect(DiagnosticCheck.faults(of: diagnostic, in: Array("{\r\n[1,\u{0}x\r\n}".utf8)).isEmpty)
    }

    @Test func aDiagnosticQuotingAnotherLineIsFaulty() {
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(2, 1), lineText: "{", message: "m")
        #expect(DiagnosticCheck.faults(of: diagnostic, in: Array("{\n[1]\n}".utf8))
            == ["the quoted line has 1 characters, its window of line 2 has 3"])
    }

    @Test func aSoundWindowOfALongLineHasNoFault() {
        // 300 characters, the fault at 200: the window is columns 140 to 259, the caret at 62.
        let line = String(repeating: "a", count: 199) + "X" + String(repeating: "b", count: 100)
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 200), lineText: line, message: "m")
        #expect(diagnostic.caretColumn == 62)
        #expect(DiagnosticCheck.faults(of: diagnostic, in: Array(line.utf8)).isEmpty)
    }

    @Test func aLongLineQuotedOtherwiseThanItsWindowIsFaulty() {
        let line = String(repeating: "a", count: 199) + "X" + String(repeating: "b", count: 100)
        let text = "{\n" + line
        let quotedOtherwise = SourceDiagnostic(file: "a.json", location: at(2, 200), lineText: "", message: "m")
        #expect(DiagnosticCheck.faults(of: quotedOtherwise, in: Array(text.utf8))
            == ["the caret stands under column 1 of the quote, not 62", "the quoted line has 0 characters, its window of line 2 has 122"])
    }

    @Test func aColumnPastTheLineAndOneMoreIsFaulty() {
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 5), lineText: "[1]", message: "m")
        #expect(DiagnosticCheck.faults(of: diagnostic, in: Array("[1]\r\n".utf8)) == ["column 5 is outside line 1, which has 3 characters"])
    }

    @Test func aLinePastTheEndIsFaulty() {
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(4, 1), lineText: "", message: "m")
        #expect(DiagnosticCheck.faults(of: diagnostic, in: Array("[\n1\n]".utf8)) == ["line 4 is not one of the file's 3 lines"])
    }

    @Test func aByteOrderMarkAtTheStartIsNoCharacterOfLineOne() {
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 4), lineText: "[1]", message: "m")
        #expect(DiagnosticCheck.faults(of: diagnostic, in: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).isEmpty)
    }

    private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(line: line, column: column)
    }
}
