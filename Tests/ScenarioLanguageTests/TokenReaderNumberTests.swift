@testable import ScenarioLanguage
import Testing

/// How the token reader reads numbers: whole numbers in a range, durations up to a day, rows.
struct TokenReaderNumberTests {
    // MARK: - Whole numbers and durations

    @Test(arguments: [("42", 42), ("0", 0), ("100", 100), ("007", 7)])
    func anIntegerInRangeIsItsValue(line: String, value: Int) throws {
        var reader = try reading(line)
        #expect(try reader.integer("the limit", in: 0...100) == value)
    }

    @Test(arguments: [
        ("101", 1, "expected the limit from 0 to 100, found 101"),
        ("abc", 1, #"expected the limit as a whole number, found "abc""#),
        ("-1", 1, #"expected the limit as a whole number, found "-1""#),
        ("+1", 1, #"expected the limit as a whole number, found "+1""#),
        ("1.5", 1, #"expected the limit as a whole number, found "1.5""#),
        ("\u{663}", 1, "expected the limit as a whole number, found \"\u{663}\""),
        ("99999999999999999999", 1, "expected the limit from 0 to 100, found 99999999999999999999"),
        ("0101", 1, "expected the limit from 0 to 100, found 0101"),
        ("", 1, "expected the limit, found the end of the line"),
    ])
    func anIntegerOutOfRangeOrNotNumericSaysWhatWasExpected(line: String, column: Int, message: String) throws {
        #expect(try failure(line) { _ = try $0.integer("the limit", in: 0...100) } == ReadFailure(column, message))
    }

    @Test func aWholeNumberTooBigForAnIntIsOutOfRange() throws {
        #expect(try failure("9223372036854775808") { _ = try $0.integer("the seed", in: 0...Int.max) } == ReadFailure(
            1, "expected the seed from 0 to 9223372036854775807, found 9223372036854775808"))
        var reader = try reading("9223372036854775807")
        #expect(try reader.integer("the seed", in: 0...Int.max) == Int.max)
    }

    @Test(arguments: [
        ("330ms", Duration.milliseconds(330)),
        ("2s", .seconds(2)),
        ("0ms", .zero),
        ("0s", .zero),
        ("86400000ms", .seconds(86_400)),
        ("86400s", .seconds(86_400)),
    ])
    func aDurationIsMillisecondsOrSeconds(line: String, duration: Duration) throws {
        var reader = try reading(line)
        #expect(try reader.duration() == duration)
    }

    @Test(arguments: ["330", "ms", "s", "1.5s", "2m", "-5ms", "+5ms", "5 ms", "1sms", "\u{663}s"])
    func aBadDurationQuotesTheWordThatIsNotOne(line: String) throws {
        let word = line.split(separator: " ").first.map(String.init) ?? line
        #expect(try failure(line) { _ = try $0.duration() } == ReadFailure(1, "expected a duration such as 330ms or 2s, found \"\(word)\""))
    }

    @Test(arguments: ["86400001ms", "86401s", "86400000s", "99999999999999999999ms", "99999999999999999999s"])
    func aDurationIsAtMostADayHoweverItIsWritten(line: String) throws {
        #expect(try failure(line) { _ = try $0.duration() } == ReadFailure(1, "expected a duration from 0ms to 86400s (24 hours), found \"\(line)\""))
    }

    @Test func aMissingDurationIsReportedAtTheEndOfTheLine() throws {
        #expect(try failure("wait") { reader in
            _ = try reader.word("wait")
            _ = try reader.duration()
        } == ReadFailure(5, "expected a duration such as 330ms or 2s, found the end of the line"))
    }

    // MARK: - Row numbers

    @Test(arguments: ["search.results[+3]", "search.results[-0]", "search.results[\u{663}]", "search.results[3\u{301}]"])
    func aRowNumberIsDigitsOnly(line: String) throws {
        // `Int("+3")` is 3 and `Int("-0")` is 0: neither is a row as the language writes one.
        #expect(try failure(line) { _ = try $0.elementReference() } == ReadFailure(1, "expected a row such as search.results[3], found \"\(line)\""))
    }

    @Test func aRowNumberTooBigForAnIntIsOutOfRangeAtItsDigits() throws {
        #expect(try failure("tap search.results[99999999999999999999].title") { reader in
            _ = try reader.word("tap")
            _ = try reader.elementReference()
        } == ReadFailure(20, "expected a row from 0 to 9223372036854775807, found 99999999999999999999"))
    }
}
