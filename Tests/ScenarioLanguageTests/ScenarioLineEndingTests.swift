import Diagnostics
import Domain
import ScenarioLanguage
import Testing
import WorkbenchTestKit

/// SPEC §4 and §3.1: a scenario's lines end with LF or CRLF, mixed as they come, and a file
/// may begin with a byte-order mark. A carriage return that ends no line is an error where it
/// stands, never a line silently joined to the next.
struct ScenarioLineEndingTests {
    // MARK: - CRLF

    @Test func anExpectAfterACommentLineInACRLFFileIsAnExpect() throws {
        // Were CRLF not a line ending, the comment would run to the end of the file and the
        // false expectation below it would never be checked.
        let parsed = try scenario("scenario \"x\"\r\nlaunch search\r\n# the status cannot be this\r\nexpect search.status \"no such text\"\r\n")

        #expect(parsed.steps.map(\.action) == [.expect(.text(element: "search.status", "no such text"))])
        #expect(parsed.steps.first?.location == SourceLocation(line: 4, column: 1))
        #expect(parsed.statementText(line: 4) == #"expect search.status "no such text""#)
    }

    @Test func everyStatementOfACRLFFileIsReadAsInItsLFTwin() throws {
        let source = "scenario \"Typing\"   # a comment\ntags search, debounce\ngiven latency search 250ms\nlaunch search\n"
            + "type search.term \"hey\" every 80ms\nwait 330ms\nexpect search.results[0].title \"Hey Jude\"\n"
        let lf = try scenario(source)
        for variant in [crlf(source), mixedLineEndings(source)] {
            let parsed = try scenario(variant)
            #expect(parsed.name == lf.name)
            #expect(parsed.tags == lf.tags)
            #expect(parsed.setup.searchLatency == lf.setup.searchLatency)
            #expect(parsed.launchLocation == lf.launchLocation)
            #expect(parsed.steps.map(\.action) == lf.steps.map(\.action))
            #expect(parsed.steps.map(\.location) == lf.steps.map(\.location))
            #expect((1...8).map(parsed.statementText(line:)) == (1...8).map(lf.statementText(line:)))
        }
    }

    @Test(arguments: ScenarioParserTests.badScenarios)
    func anErrorInACRLFFileIsTheErrorOfItsLFTwin(source: String, message: String) {
        #expect(parseError(crlf(source))?.description == message)
        #expect(parseError(mixedLineEndings(source))?.description == message)
    }

    @Test func anErrorInACRLFFileQuotesItsLineWithoutTheCarriageReturn() throws {
        let error = try #require(parseError("scenario \"x\"\r\nlaunch flights\r\npush BA287 delayed\r\n"))
        #expect(error.location == SourceLocation(line: 3, column: 19))
        #expect(error.lineText == "push BA287 delayed")
        #expect(error.description == """
            test.scenario:3:19: error: expected the delay in minutes, found the end of the line
                push BA287 delayed
                                  ^
            """)
    }

    @Test func aParsedCRLFScenarioQuotesItsLinesWithoutCarriageReturns() throws {
        let parsed = try scenario("scenario \"x\"\r\nlaunch search\r\ntap search.go   # now\r\n")
        #expect(parsed.statementText(line: 3) == "tap search.go")
        #expect(parsed.diagnostic(at: SourceLocation(line: 3, column: 5), "no button search.go").description == """
            test.scenario:3:5: error: no button search.go
                tap search.go   # now
                    ^
            """)
    }

    // MARK: - The byte-order mark

    @Test func aByteOrderMarkBeforeTheFirstStatementIsSkipped() throws {
        for source in ["\u{FEFF}scenario \"x\"\nlaunch search\n", "\u{FEFF}scenario \"x\"\r\nlaunch search\r\n"] {
            let parsed = try scenario(fileText(source))
            #expect(parsed.name == "x")
            #expect(parsed.source.first == "s")
            #expect(parsed.statementText(line: 1) == #"scenario "x""#)
        }
    }

    @Test(arguments: ScenarioParserTests.badScenarios)
    func columnsOnTheFirstLineCountFromAfterTheByteOrderMark(source: String, message: String) throws {
        #expect(parseError(try fileText("\u{FEFF}" + source))?.description == message)
        #expect(parseError(try fileText("\u{FEFF}" + crlf(source)))?.description == message)
    }

    @Test func aByteOrderMarkAnywhereElseIsAnError() throws {
        let error = try #require(parseError("scenario \"x\"\n\u{FEFF}launch search\n"))
        #expect(error.description == """
            test.scenario:2:1: error: a byte-order mark (U+FEFF) may only begin the file; in a string, write it as \\u{FEFF}
                \u{FFFD}launch search
                ^
            """)
    }

    /// The file's byte-order mark is dropped once, as the file is read: a second one is the
    /// first character of line 1, an error at column 1, and the next at column 2.
    @Test func aSecondByteOrderMarkIsAnErrorNotSkippedToo() throws {
        let second = try #require(parseError(try fileText("\u{FEFF}\u{FEFF}scenario \"x\"\nlaunch search\n")))
        #expect(second.location == SourceLocation(line: 1, column: 1))
        #expect(second.lineText == "\u{FFFD}scenario \"x\"")
        let third = try #require(parseError("\u{FEFF}\u{FEFF}scenario \"x\"\nlaunch search\n"))
        #expect(third.location == SourceLocation(line: 1, column: 1))
        #expect(third.lineText == "\u{FFFD}\u{FFFD}scenario \"x\"")
    }

    // MARK: - A carriage return alone

    @Test func aCarriageReturnThatEndsNoLineIsAnErrorAtItsColumn() throws {
        let error = try #require(parseError("scenario \"x\"\rlaunch search\n"))
        #expect(error.description == """
            test.scenario:1:13: error: a carriage return (CR) alone ends no line; end lines with LF or CRLF
                scenario "x"\u{240D}launch search
                            ^
            """)
    }

    @Test(arguments: [
        ("scenario \"x\"\nlaunch search\n# note\rexpect screen song\n", 3, 7),
        ("scenario \"x\"\r\r\nlaunch search\r\n", 1, 13),
        ("scenario \"x\"\rlaunch search\rexpect screen song\r", 1, 13),
        ("scenario \"x\"\nlaunch search\r", 2, 14),
        ("scenario \"x\"\nlaunch search\nexpect search.status \"a\rb\"\n", 3, 24),
        ("\rscenario \"x\"\nlaunch search\n", 1, 1),
    ])
    func aCarriageReturnAloneIsNeverSkipped(source: String, line: Int, column: Int) throws {
        let error = try #require(parseError(source))
        #expect(error.location == SourceLocation(line: line, column: column))
        #expect(error.message == "a carriage return (CR) alone ends no line; end lines with LF or CRLF")
        #expect(Array(error.lineText)[column - 1] == "\u{240D}")
    }
}
