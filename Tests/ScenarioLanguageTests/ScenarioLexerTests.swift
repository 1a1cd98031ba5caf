@testable import ScenarioLanguage
import Testing

struct ScenarioLexerTests {
    // MARK: - Words, strings, commas

    @Test func wordsAreSplitAtSpacesAndKeepTheirColumns() throws {
        #expect(try ScenarioLexer.tokens(in: "tap search.results[3].title") == [
            word("tap", 1), word("search.results[3].title", 5),
        ])
    }

    @Test func severalSpacesBetweenWordsOnlyMoveTheColumns() throws {
        #expect(try ScenarioLexer.tokens(in: "  wait   330ms ") == [word("wait", 3), word("330ms", 10)])
    }

    @Test func aTabIsOneColumnWide() throws {
        #expect(try ScenarioLexer.tokens(in: "\twait\t\t2s") == [word("wait", 2), word("2s", 8)])
    }

    @Test func aStringStandsAtItsOpeningQuoteAndHoldsItsTextWithoutQuotes() throws {
        #expect(try ScenarioLexer.tokens(in: #"type search.term "hey jude""#) == [
            word("type", 1), word("search.term", 6), string("hey jude", 18),
        ])
    }

    @Test func anEmptyStringIsAToken() throws {
        #expect(try ScenarioLexer.tokens(in: #"replace search.term """#) == [
            word("replace", 1), word("search.term", 9), string("", 21),
        ])
    }

    @Test func aQuoteEndsAWordWithoutASpace() throws {
        #expect(try ScenarioLexer.tokens(in: #"abc"def"ghi"#) == [word("abc", 1), string("def", 4), word("ghi", 9)])
    }

    @Test func commasAreTokensWithOrWithoutSpacesAroundThem() throws {
        #expect(try ScenarioLexer.tokens(in: "tags a, b,c ,d") == [
            word("tags", 1), word("a", 6), comma(7), word("b", 9), comma(10), word("c", 11), comma(13), word("d", 14),
        ])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        #expect(try ScenarioLexer.tokens(in: "caf\u{e9} \"\u{1F1EC}\u{1F1E7} e\u{301}\" x") == [
            word("caf\u{e9}", 1), string("\u{1F1EC}\u{1F1E7} e\u{301}", 6), word("x", 12),
        ])
    }

    @Test func aTokenStartingInsideACharacterStandsAtTheNextOne() throws {
        // A combining mark after a space makes one character with it: the word after the
        // space starts inside that character, and is placed at the next one, so that no
        // column passes the end of the line.
        #expect(try ScenarioLexer.tokens(in: "a \u{301}b") == [
            word("a", 1), ScenarioToken(kind: .word("\u{301}b"), column: 3, endColumn: 4),
        ])
    }

    @Test func aCarriageReturnOrAControlCharacterIsAFaultAtItsColumn() {
        #expect(fault(in: "wait 1s\r") == Fault(column: 8, message: "a carriage return (CR) alone ends no line; end lines with LF or CRLF"))
        #expect(fault(in: "\u{e9}\u{0}") == Fault(column: 2, message: #"a control character (U+0000) cannot stand in a scenario; in a string, write it as \u{0}"#))
    }

    @Test func anEmptyOrBlankLineHasNoTokens() throws {
        #expect(try ScenarioLexer.tokens(in: "").isEmpty)
        #expect(try ScenarioLexer.tokens(in: " \t \t").isEmpty)
    }

    // MARK: - Escapes

    @Test(arguments: [
        (#""\"""#, "\""),
        (#""\\""#, "\\"),
        (#""\n""#, "\n"),
        (#""\t""#, "\t"),
        (#""\u{1F600}""#, "😀"),
        (#""\u{41}""#, "A"),
        (#""\u{0001F600}""#, "😀"),
        (#""a\"b\\c\nd\te\u{e9}f""#, "a\"b\\c\nd\te\u{e9}f"),
    ])
    func everyEscapeResolvesToItsCharacter(source: String, text: String) throws {
        #expect(try ScenarioLexer.tokens(in: source) == [string(text, 1, endColumn: source.count + 1)])
    }

    @Test func aTokenAfterAnEscapedStringStandsWhereItIsWrittenNotWhereTheResolvedTextEnds() throws {
        // `"\u{1F600}"` is 11 characters wide in the line and 1 in the string.
        #expect(try ScenarioLexer.tokens(in: #""\u{1F600}" x"#) == [string("😀", 1, endColumn: 12), word("x", 13)])
        #expect(try ScenarioLexer.tokens(in: #""a\"b" x"#) == [string("a\"b", 1, endColumn: 7), word("x", 8)])
    }

    // MARK: - Comments

    @Test func aCommentSignOutsideQuotesEndsTheLine() throws {
        #expect(try ScenarioLexer.tokens(in: "wait 1s # then look") == [word("wait", 1), word("1s", 6)])
        #expect(try ScenarioLexer.tokens(in: "wait 1s#then look") == [word("wait", 1), word("1s", 6)])
        #expect(try ScenarioLexer.tokens(in: "# a whole line").isEmpty)
        #expect(try ScenarioLexer.tokens(in: "tags a,# b") == [word("tags", 1), word("a", 6), comma(7)])
    }

    @Test func aCommentSignInsideQuotesIsText() throws {
        #expect(try ScenarioLexer.tokens(in: #"expect x "a # b" # c"#) == [word("expect", 1), word("x", 8), string("a # b", 10)])
        #expect(try ScenarioLexer.tokens(in: #""a \" # b" # c"#) == [string("a \" # b", 1, endColumn: 11)])
    }

    @Test(arguments: [
        ("wait 1s # later", "wait 1s "),
        ("# only a comment", ""),
        ("wait 1s", "wait 1s"),
        (#"scenario "a # b" # c"#, #"scenario "a # b" "#),
        (#"x "a \" # b" # c"#, #"x "a \" # b" "#),
        (#"x "a \\" # c"#, #"x "a \\" "#),
        (#"x "open # never closed"#, #"x "open # never closed"#),
        ("", ""),
    ])
    func strippingACommentKeepsEverythingBeforeTheFirstSignOutsideQuotes(line: String, stripped: String) {
        #expect(ScenarioLexer.stripComment(line) == stripped)
    }

    // MARK: - Faults

    @Test(arguments: [
        (#"wait "abc"#, 6, #"unterminated string; expected a closing ""#),
        (#"x "ends with a backslash\"#, 3, #"unterminated string; expected a closing ""#),
        (#"x "escaped quote \" only"#, 3, #"unterminated string; expected a closing ""#),
        (#"x "a\qb""#, 5, #"unknown escape \q; expected \", \\, \n, \t or \u{XXXX}"#),
        (#"x "\r""#, 4, #"unknown escape \r; expected \", \\, \n, \t or \u{XXXX}"#),
        (#"x "ab\u0041""#, 6, #"expected \u{XXXX} with hexadecimal digits in braces"#),
        (#"x "\u""#, 4, #"expected \u{XXXX} with hexadecimal digits in braces"#),
        (#"x "\u{}""#, 4, #"expected \u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar"#),
        (#"x "\u{000000041}""#, 4, #"expected \u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar"#),
        (#"x "\u{12G4}""#, 4, #"expected \u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar"#),
        (#"x "\u{D800}""#, 4, #"expected \u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar"#),
        (#"x "\u{110000}""#, 4, #"expected \u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar"#),
        (#"x "\u{41""#, 4, #"expected \u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar"#),
    ])
    func aBadStringIsAFaultAtItsQuoteOrItsBackslash(line: String, column: Int, message: String) {
        #expect(fault(in: line) == Fault(column: column, message: message))
    }

    @Test func aLineWithAnEarlierFaultYieldsNoTokens() {
        #expect(fault(in: #"tags a, "b\z", c"#) == Fault(column: 11, message: #"unknown escape \z; expected \", \\, \n, \t or \u{XXXX}"#))
    }

    @Test(arguments: [#""\u{+41}""#, #""\u{-41}""#, #""\u{ 41}""#, #""\u{41 }""#, #""\u{4_1}""#, "\"\\u{\u{FF14}1}\""])
    func onlyHexadecimalDigitsNameTheScalarOfAnEscape(line: String) {
        // `UInt32(_:radix:)` would take a sign, and `Character.hexDigitValue` fullwidth digits.
        #expect(fault(in: line) == Fault(column: 2, message: #"expected \u{XXXX} with 1 to 8 hexadecimal digits naming a Unicode scalar"#))
    }

    // MARK: - Helpers

    private struct Fault: Equatable {
        let column: Int
        let message: String
    }

    private func fault(in line: String) -> Fault? {
        do {
            _ = try ScenarioLexer.tokens(in: line)
            return nil
        } catch {
            return Fault(column: error.column, message: error.message)
        }
    }

    private func word(_ text: String, _ column: Int) -> ScenarioToken {
        ScenarioToken(kind: .word(text), column: column, endColumn: column + text.count)
    }

    /// A string token; without `endColumn`, one written without escapes.
    private func string(_ text: String, _ column: Int, endColumn: Int? = nil) -> ScenarioToken {
        ScenarioToken(kind: .string(text), column: column, endColumn: endColumn ?? column + text.count + 2)
    }

    private func comma(_ column: Int) -> ScenarioToken {
        ScenarioToken(kind: .comma, column: column, endColumn: column + 1)
    }
}
