import Diagnostics
import Domain
@testable import ScenarioLanguage
import Testing

struct TokenReaderTests {
    // MARK: - Words and strings

    @Test func wordsAreReadInOrderWithTheirColumns() throws {
        var reader = try reading("tap  search.term")
        let keyword = try reader.word("a statement")
        let element = try reader.word("an element")
        #expect(keyword.text == "tap" && keyword.column == 1)
        #expect(element.text == "search.term" && element.column == 6)
        #expect(reader.isAtEnd)
    }

    @Test(arguments: [
        (#""x""#, 1, "expected a statement, found a string"),
        (", x", 1, #"expected a statement, found ",""#),
        ("", 1, "expected a statement, found the end of the line"),
    ])
    func aWordIsNotAStringACommaOrTheEndOfTheLine(line: String, column: Int, message: String) throws {
        #expect(try failure(line) { _ = try $0.word("a statement") } == ReadFailure(column, message))
    }

    @Test func theEndOfTheLineIsJustPastItsLastToken() throws {
        #expect(try failure("tap") { reader in
            _ = try reader.word("a statement")
            _ = try reader.word("an element")
        } == ReadFailure(4, "expected an element, found the end of the line"))
        #expect(try failure(#"x "ab""#) { reader in
            _ = try reader.word("x")
            _ = try reader.string("text")
            _ = try reader.word("more")
        } == ReadFailure(7, "expected more, found the end of the line"))
    }

    @Test func theEndOfALineEndingInAnEscapedStringIsJustPastItsClosingQuote() throws {
        // `"a\"b"` is 6 columns wide as written, although its text is 3 characters long.
        #expect(try failure(#"x "a\"b""#) { reader in
            _ = try reader.word("x")
            _ = try reader.string("text")
            _ = try reader.word("more")
        } == ReadFailure(9, "expected more, found the end of the line"))
        #expect(try failure(#"x "\u{1F600}""#) { reader in
            _ = try reader.word("x")
            _ = try reader.string("text")
            _ = try reader.word("more")
        } == ReadFailure(14, "expected more, found the end of the line"))
    }

    @Test func aStringIsReadWithoutItsQuotes() throws {
        var reader = try reading(#""hey jude" next"#)
        #expect(try reader.string("the text") == "hey jude")
        #expect(try reader.word("a word").text == "next")
    }

    @Test(arguments: [
        ("x", 1, #"expected the text to type in double quotes, found "x""#),
        (",", 1, #"expected the text to type in double quotes, found ",""#),
        ("", 1, "expected the text to type in double quotes, found the end of the line"),
    ])
    func aStringIsNotAWordACommaOrTheEndOfTheLine(line: String, column: Int, message: String) throws {
        #expect(try failure(line) { _ = try $0.string("the text to type in double quotes") } == ReadFailure(column, message))
    }

    @Test func anOptionalStringIsReadOnlyWhenOneIsNext() throws {
        var reader = try reading(#""a.json" default"#)
        #expect(try reader.optionalString() == "a.json")
        #expect(try reader.optionalString() == nil)
        #expect(try reader.word("default").text == "default")
        #expect(try reader.optionalString() == nil)
        #expect(reader.isAtEnd)
    }

    // MARK: - Elements

    @Test(arguments: ["search.term", "a", "song2.title", "search..x"])
    func anIdentifierIsALowercaseLetterThenLettersDigitsAndDots(line: String) throws {
        var reader = try reading(line)
        #expect(try reader.identifier() == line)
    }

    @Test(arguments: ["Search.term", "search_term", "2search", "search-term", ".search", "caf\u{e9}", "search.results[3]"])
    func anythingElseIsNotAnIdentifier(line: String) throws {
        #expect(try failure(line) { _ = try $0.identifier() } == ReadFailure(
            1, "expected an element identifier ([a-z][a-z0-9.]*), found \"\(line)\""))
    }

    @Test func aMissingIdentifierGivesAnExample() throws {
        #expect(try failure("") { _ = try $0.identifier() } == ReadFailure(
            1, "expected an element identifier such as search.term, found the end of the line"))
    }

    @Test(arguments: [
        ("search.status", "search.status", nil, nil),
        ("search.results[3]", "search.results", 3, nil),
        ("search.results[03]", "search.results", 3, nil),
        ("search.results[0].title", "search.results", 0, RowField.title),
        ("search.results[1].subtitle", "search.results", 1, .subtitle),
        ("search.results[2].detail", "search.results", 2, .detail),
        ("search.results[12].artwork", "search.results", 12, .artwork),
    ] as [(String, String, Int?, RowField?)])
    func anElementReferenceIsAnIdentifierARowOrARowField(line: String, id: String, row: Int?, field: RowField?) throws {
        var reader = try reading(line)
        let reference = try reader.elementReference()
        #expect(reference.id == id)
        #expect(reference.row == row)
        #expect(reference.field == field)
    }

    @Test(arguments: [
        ("Search.status", 1, #"expected an element identifier ([a-z][a-z0-9.]*), found "Search.status""#),
        ("Search.results[3]", 1, #"expected a row such as search.results[3], found "Search.results[3]""#),
        ("search.results[x]", 1, #"expected a row such as search.results[3], found "search.results[x]""#),
        ("search.results[-1]", 1, #"expected a row such as search.results[3], found "search.results[-1]""#),
        ("search.results[]", 1, #"expected a row such as search.results[3], found "search.results[]""#),
        ("search.results[3", 1, #"expected a row such as search.results[3], found "search.results[3""#),
        ("search.results]3[", 1, #"expected a row such as search.results[3], found "search.results]3[""#),
        ("[3]", 1, #"expected a row such as search.results[3], found "[3]""#),
        ("search.results[3].titel", 18, #"expected a row field .title, .subtitle, .detail or .artwork, found ".titel""#),
        ("search.results[3]title", 18, #"expected a row field .title, .subtitle, .detail or .artwork, found "title""#),
        ("search.results[3].", 18, #"expected a row field .title, .subtitle, .detail or .artwork, found ".""#),
        ("search.results[3][4]", 18, #"expected a row field .title, .subtitle, .detail or .artwork, found "[4]""#),
        ("", 1, "expected an element such as search.status or search.results[0].title, found the end of the line"),
    ])
    func aBadElementReferenceIsReportedAtTheElementOrAtItsField(line: String, column: Int, message: String) throws {
        #expect(try failure(line) { _ = try $0.elementReference() } == ReadFailure(column, message))
    }

    @Test func aBadRowFieldIsReportedAtItsDotAfterOtherTokens() throws {
        #expect(try failure("tap search.results[12].x") { reader in
            _ = try reader.word("tap")
            _ = try reader.elementReference()
        } == ReadFailure(23, #"expected a row field .title, .subtitle, .detail or .artwork, found ".x""#))
    }

    // MARK: - Lists and the end

    @Test(arguments: [
        ("search, debounce,slow", ["search", "debounce", "slow"]),
        ("search", ["search"]),
    ])
    func commaSeparatedWordsAreReadUntilNoCommaFollows(line: String, words: [String]) throws {
        var reader = try reading(line)
        #expect(try reader.commaSeparatedWords("a tag") == words)
        #expect(reader.isAtEnd)
    }

    @Test(arguments: [
        ("a,", 3, "expected a tag, found the end of the line"),
        ("a, , b", 4, #"expected a tag, found ",""#),
        (", a", 1, #"expected a tag, found ",""#),
        (#"a, "b""#, 4, "expected a tag, found a string"),
    ])
    func aCommaMustBeFollowedByAWord(line: String, column: Int, message: String) throws {
        #expect(try failure(line) { _ = try $0.commaSeparatedWords("a tag") } == ReadFailure(column, message))
    }

    @Test func wordsWithoutACommaBetweenThemEndTheListAndAreLeftForTheEnd() throws {
        var reader = try reading("a b")
        #expect(try reader.commaSeparatedWords("a tag") == ["a"])
        #expect(reader.peekWord == "b")
        #expect(try failure("a b") { reader in
            _ = try reader.commaSeparatedWords("a tag")
            try reader.end()
        } == ReadFailure(3, #"expected the end of the statement, found "b""#))
    }

    @Test func theEndOfAStatementIsWhereNoTokenIsLeft() throws {
        try reading("").end()
        var reader = try reading("back")
        _ = try reader.word("a statement")
        try reader.end()
    }

    @Test(arguments: [
        ("back now", 6, #"expected the end of the statement, found "now""#),
        ("back ,", 6, #"expected the end of the statement, found ",""#),
        (#"back "x""#, 6, "expected the end of the statement, found a string"),
    ])
    func anythingLeftOnTheLineIsReportedAtItsColumn(line: String, column: Int, message: String) throws {
        #expect(try failure(line) { reader in
            _ = try reader.word("a statement")
            try reader.end()
        } == ReadFailure(column, message))
    }

    // MARK: - Where the reader stands

    @Test func theReaderTellsWhereTheNextAndTheLastTokenStand() throws {
        var reader = try reading(#"given catalog "a.json""#)
        #expect(reader.peekWord == "given")
        #expect(reader.nextColumn == 1)
        #expect(reader.lastColumn == 1)
        _ = try reader.word("given")
        _ = try reader.word("catalog")
        #expect(reader.peekWord == nil)
        #expect(reader.nextColumn == 15)
        #expect(reader.lastColumn == 7)
        #expect(try reader.optionalString() == "a.json")
        #expect(reader.lastLocation == SourceLocation(line: 4, column: 15))
        #expect(reader.isAtEnd)
        #expect(reader.nextColumn == 23)
    }
}
