import Diagnostics
import ScenarioLanguage
import Testing
import WorkbenchTestKit

/// What a scenario line may hold: text, spaces and tabs. An invisible character is an error
/// at its column, quoted so that the caret stands under it; a long line parses, or fails, in
/// time proportional to its length; and every error's caret stands inside its quoted line or
/// just past its end.
struct ScenarioCharacterTests {
    // MARK: - Control characters

    @Test func aTabSeparatesWordsLikeASpace() throws {
        let parsed = try scenario("scenario\t\"x\"\nlaunch search\n\twait\t1s\t# later\n")
        #expect(parsed.steps.map(\.action) == [.wait(.seconds(1))])
        #expect(parsed.statementText(line: 3) == "wait\t1s")
    }

    @Test func aNullCharacterIsAnErrorShownAsItsPicture() throws {
        let error = try #require(parseError("scenario \"x\"\nlaunch search\nwait\u{0}1s\n"))
        #expect(error.description == """
            test.scenario:3:5: error: a control character (U+0000) cannot stand in a scenario; in a string, write it as \\u{0}
                wait\u{2400}1s
                    ^
            """)
    }

    @Test(arguments: [
        ("expect search.status \"a\u{0}b\"", 24, "a control character (U+0000) cannot stand in a scenario; in a string, write it as \\u{0}"),
        ("wait 1s # a\u{1B}[31m comment", 12, "a control character (U+001B) cannot stand in a scenario; in a string, write it as \\u{1B}"),
        ("wait 1s\u{7F}", 8, "a control character (U+007F) cannot stand in a scenario; in a string, write it as \\u{7F}"),
        ("wait 1s\u{85}", 8, "a line break other than LF or CRLF (U+0085) ends no line here; end lines with LF or CRLF"),
        ("# note\u{2028}expect screen song", 7, "a line break other than LF or CRLF (U+2028) ends no line here; end lines with LF or CRLF"),
        ("# note\u{2029}expect screen song", 7, "a line break other than LF or CRLF (U+2029) ends no line here; end lines with LF or CRLF"),
        ("# note\u{0C}expect screen song", 7, "a line break other than LF or CRLF (U+000C) ends no line here; end lines with LF or CRLF"),
        ("# note\u{0B}expect screen song", 7, "a line break other than LF or CRLF (U+000B) ends no line here; end lines with LF or CRLF"),
    ])
    func anInvisibleCharacterIsAnErrorEvenInAStringOrAComment(line: String, column: Int, message: String) throws {
        let error = try #require(parseError("scenario \"x\"\nlaunch search\n" + line + "\n"))
        #expect(error.location == SourceLocation(line: 3, column: column))
        #expect(error.message == message)
        #expect(error.lineText.count == line.count)
        #expect(!error.lineText.contains { $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true })
    }

    @Test func aMarkAfterARefusedCharacterStandsOnADottedCircleSoTheCaretStaysInPlace() throws {
        // The accent after NUL is a character of its own, column 6; on the picture of NUL it
        // would join it, and the caret of a fault after it would stand one column too far.
        let error = try #require(parseError("scenario \"x\"\nlaunch search\nwait\u{0}\u{301}1s\n"))
        #expect(error.location == SourceLocation(line: 3, column: 5))
        #expect(error.lineText == "wait\u{2400}\u{25CC}\u{301}1s")
    }

    @Test func aMarkAfterATabStandsOnADottedCircleSoTheCaretStaysInPlace() throws {
        // Tab, accent, `x`: the unknown statement is the accent, column 2.
        let error = try #require(parseError("scenario \"x\"\n\t\u{301}x\n"))
        #expect(error.location == SourceLocation(line: 2, column: 2))
        #expect(error.lineText == " \u{25CC}\u{301}x")
        #expect(error.description.hasSuffix("\n     \u{25CC}\u{301}x\n     ^"))
    }

    @Test func aMarkBeforeATabThatWouldJoinItsSpaceIsShownAsAReplacementCharacter() throws {
        // U+0600 joins whatever follows it but a control character: the tab is a character
        // of its own, column 9, and the space shown for it must stay one too.
        let error = try #require(parseError("scenario \"x\"\nlaunch search\nwait 1s\u{600}\tx\n"))
        #expect(error.location == SourceLocation(line: 3, column: 6))
        #expect(error.lineText == "wait 1s\u{FFFD} x")
    }

    @Test func aMarkBeforeARefusedCharacterThatWouldJoinItsPictureIsShownAsAReplacementCharacter() throws {
        let error = try #require(parseError("scenario \"x\"\nlaunch search\nwait 1s # \u{600}\u{600}\u{0}\n"))
        #expect(error.location == SourceLocation(line: 3, column: 12))
        #expect(error.lineText == "wait 1s # \u{FFFD}\u{2400}")
    }

    @Test func anEscapeWritesAnyCharacterInAString() throws {
        let parsed = try scenario("scenario \"x\"\nlaunch search\nexpect search.status \"a\\u{0}b\\u{FEFF}\\u{D}\"\n")
        #expect(parsed.steps.map(\.action) == [.expect(.text(element: "search.status", "a\u{0}b\u{FEFF}\r"))])
    }

    // MARK: - Very long lines

    @Test func aLongLineParsesAndItsStatementIsQuotedWithoutItsComment() throws {
        let text = String(repeating: "a", count: 9_900)
        let parsed = try scenario("scenario \"x\"\nlaunch search\nexpect search.status \"\(text)\"   # long\n")
        #expect(parsed.steps.map(\.action) == [.expect(.text(element: "search.status", text))])
        #expect(parsed.statementText(line: 3).count == 9_923)
    }

    @Test func aLineOfEscapesParses() throws {
        let written = String(repeating: #"\u{41}"#, count: 1_600)
        let parsed = try scenario("scenario \"x\"\nlaunch search\nexpect search.status \"\(written)\"\n")
        #expect(parsed.steps.map(\.action) == [.expect(.text(element: "search.status", String(repeating: "A", count: 1_600)))])
    }

    /// In time proportional to the line's length: a minute is hundreds of times what it needs.
    @Test(.timeLimit(.minutes(10)), arguments: LongBadScenario.allCases)
    func aLongBadLineFailsAtItsFault(scenario: LongBadScenario) throws {
        #expect(parseError(scenario.source)?.location == scenario.fault)
    }

    @Test func aHundredThousandLinesParse() throws {
        let lines = Array(repeating: "wait 1ms\r\n# a comment\n", count: 50_000).joined()
        let parsed = try scenario("scenario \"x\"\nlaunch search\n" + lines)
        #expect(parsed.steps.count == 50_000)
        #expect(parsed.steps.last?.location == SourceLocation(line: 100_001, column: 1))
    }

    // MARK: - Where the caret stands

    @Test(arguments: ScenarioParserTests.badScenarios.map(\.source) + [
        "", "\n\n", "# nothing\n", "\u{FEFF}", "scenario \"x\"\n", "scenario \"x\"\ngiven limit\t\t\n",
        "scenario \"x\"   \t\ngiven catalog \"songs.json\" \"again\"\n", "scenario\n", "scenario \"x\" \"y\" \r\n",
        "scenario \"\\u{1F600}\\u{1F600}\"   extra\n", "scenario \"x\"\nlaunch search\ntap search.results[3\u{301}]\n",
    ])
    func everyErrorsCaretStandsInsideItsQuotedLineOrJustPastIt(source: String) throws {
        for variant in [source, crlf(source), try fileText("\u{FEFF}" + crlf(source)), source.replacingTabs(with: "\t\t")] {
            let error = try #require(parseError(variant))
            #expect((1...error.lineText.count + 1).contains(error.location.column), "\(error)")
            #expect(!error.lineText.contains("\r"))
        }
    }
}

extension String {
    /// Every tab written as `replacement`, and every space too, to move the columns about.
    fileprivate func replacingTabs(with replacement: String) -> String {
        String(flatMap { $0 == "\t" || $0 == " " ? Array(replacement) : [$0] })
    }
}

/// Scenarios with a line nearly as long as a line may be (``ScenarioLimits/lineLength``), each
/// with where its fault stands.
enum LongBadScenario: String, CaseIterable, CustomTestStringConvertible {
    case unknownWord, longDuration, unterminatedString, manyTokens, controlCharactersInAComment, longEscape, longRowNumber, flags

    var source: String {
        let long = 9_900
        return switch self {
        case .unknownWord: "scenario \"x\"\n" + String(repeating: "w", count: long) + "\n"
        case .longDuration: "scenario \"x\"\nlaunch search\nwait " + String(repeating: "1", count: long) + "ms\n"
        case .unterminatedString: "scenario \"x\"\nlaunch search\nexpect search.status \"" + String(repeating: "a", count: long) + "\n"
        case .manyTokens: "scenario \"x\"\ntags " + String(repeating: "a, ", count: long / 3) + ",\nlaunch search\n"
        case .controlCharactersInAComment: "scenario \"x\"\nlaunch search\nwait 1s # " + String(repeating: "\u{0}", count: long) + "\n"
        case .longEscape: "scenario \"x\"\nlaunch search\nexpect search.status \"\\u{" + String(repeating: "0", count: long) + "41}\"\n"
        case .longRowNumber: "scenario \"x\"\nlaunch search\ntap search.results[" + String(repeating: "9", count: long) + "]\n"
        // Eight bytes a flag: a pair of regional indicators, one character.
        case .flags: "scenario \"x\"\nlaunch search\nexpect search.status \"" + String(repeating: "🇬🇧", count: long) + "\" x\n"
        }
    }

    var fault: Diagnostics.SourceLocation {
        switch self {
        case .unknownWord: SourceLocation(line: 2, column: 1)
        case .longDuration: SourceLocation(line: 3, column: 6)
        case .unterminatedString: SourceLocation(line: 3, column: 22)
        case .manyTokens: SourceLocation(line: 2, column: 9_906)
        case .controlCharactersInAComment: SourceLocation(line: 3, column: 11)
        case .longEscape: SourceLocation(line: 3, column: 23)
        case .longRowNumber: SourceLocation(line: 3, column: 20)
        // The string's opening quote is at column 22, its closing one 9,901 columns on.
        case .flags: SourceLocation(line: 3, column: 9_925)
        }
    }

    var testDescription: String { rawValue }
}
