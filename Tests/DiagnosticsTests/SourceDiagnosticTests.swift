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

    // MARK: - The caret stays inside the quoted line

    @Test func aColumnPastTheEndOfTheLinePutsTheCaretJustAfterItsLastCharacter() {
        // "[1, 2" has five characters: the caret can go no further than column 6.
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 40), lineText: "[1, 2", message: "m")
        #expect(diagnostic.description == "a.json:1:40: error: m\n    [1, 2\n         ^")
    }

    @Test func aColumnPastTheEndOfAnEmptyLinePutsTheCaretAtItsStart() {
        let diagnostic = SourceDiagnostic(file: "a.json", text: "[", location: at(3, 7), message: "m")
        #expect(diagnostic.description == "a.json:3:7: error: m\n    \n    ^")
    }

    @Test func aColumnBeforeTheFirstPutsTheCaretUnderTheFirstCharacter() {
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 0), lineText: "[]", message: "m")
        #expect(diagnostic.description == "a.json:1:0: error: m\n    []\n    ^")
    }

    @Test func aCarriageReturnInsideALineIsOneSpaceSoTheCaretAfterItStaysInPlace() {
        // `[`, `1`, `,`, CR, a space: x is the 6th character.
        let diagnostic = SourceDiagnostic(file: "a.json", text: "[1,\r x]", location: at(1, 6), message: "m")
        #expect(diagnostic.lineText == "[1,  x]")
        #expect(diagnostic.description == "a.json:1:6: error: m\n    [1,  x]\n         ^")
    }

    @Test func aCarriageReturnThatEndsTheFileEndsNoLineSoItKeepsItsColumn() {
        // `[`, `1`, `,`, CR: the end of the file is column 5, and the CR is shown as a space.
        let diagnostic = SourceDiagnostic(file: "a.json", text: "[1,\r", location: at(1, 5), message: "m")
        #expect(diagnostic.lineText == "[1, ")
        #expect(diagnostic.description == "a.json:1:5: error: m\n    [1, \n        ^")
    }

    @Test func aCarriageReturnBeforeALineFeedEndsTheLine() {
        let diagnostic = SourceDiagnostic(file: "a.json", text: "[1,\r\n", location: at(1, 4), message: "m")
        #expect(diagnostic.lineText == "[1,")
    }

    @Test func aLineGivenWithItsLineEndingIsQuotedWithout() {
        let crlf = SourceDiagnostic(file: "a.scenario", location: at(4, 6), lineText: "wait 330\r\n", message: "m")
        let cr = SourceDiagnostic(file: "a.scenario", location: at(4, 6), lineText: "wait 330\r", message: "m")
        #expect(crlf.lineText == "wait 330")
        #expect(cr.lineText == "wait 330")
        #expect(cr.description == "a.scenario:4:6: error: m\n    wait 330\n         ^")
    }

    @Test func otherControlCharactersAreOneSpaceEach() {
        let diagnostic = SourceDiagnostic(file: "a.json", location: at(1, 4), lineText: "[\u{0}\u{7}x]", message: "m")
        #expect(diagnostic.description == "a.json:1:4: error: m\n    [  x]\n       ^")
    }

    // MARK: - Marks that begin a character

    @Test func aMarkAfterAControlCharacterStandsOnADottedCircleSoItKeepsItsColumn() {
        // `[`, NUL, the acute accent alone, x: four characters, as the parsers count them.
        // Shown on the space that stands for NUL, the accent would make those two one.
        let diagnostic = SourceDiagnostic(file: "a.json", text: "[\u{0}\u{301}x]", location: at(1, 4), message: "m")
        #expect(diagnostic.lineText == "[ \u{25CC}\u{301}x]")
        #expect(diagnostic.lineText.count == 5)
        #expect(diagnostic.description == "a.json:1:4: error: m\n    [ \u{25CC}\u{301}x]\n       ^")
    }

    @Test func aMarkThatBeginsTheLineStandsOnADottedCircleNotOnTheIndentation() {
        let diagnostic = SourceDiagnostic(file: "a.json", text: "\u{301}x", location: at(1, 2), message: "m")
        #expect(diagnostic.description == "a.json:1:2: error: m\n    \u{25CC}\u{301}x\n     ^")
    }

    @Test func aMarkThatWouldJoinTheSpaceShownForAControlCharacterIsAReplacementCharacter() {
        // U+0600 joins whatever follows it but a control character; two of them are one
        // character. Before the tab's space they would make two columns one.
        let diagnostic = SourceDiagnostic(file: "a.json", text: "\u{600}\u{600}\tx", location: at(1, 3), message: "m")
        #expect(diagnostic.lineText == "\u{FFFD} x")
        #expect(diagnostic.description == "a.json:1:3: error: m\n    \u{FFFD} x\n      ^")
    }

    @Test(arguments: ["\u{301}", "\u{200D}", "\u{1F3FD}", "\u{903}", "\u{FE0F}"])
    func joiningCharactersJoinTheSignBefore(character: String) {
        #expect(SourceDiagnostic.joinsTheSignBefore(character.unicodeScalars.first!))
    }

    @Test(arguments: ["a", " ", "\u{2400}", "\u{FFFD}", "\u{0600}", "\u{1F1EC}", "\u{1161}", "\u{25CC}"])
    func otherCharactersDoNot(character: String) {
        #expect(!SourceDiagnostic.joinsTheSignBefore(character.unicodeScalars.first!))
    }
}

private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
    Diagnostics.SourceLocation(line: line, column: column)
}
