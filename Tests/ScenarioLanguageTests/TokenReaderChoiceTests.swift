import Diagnostics
import Domain
@testable import ScenarioLanguage
import Testing

/// How the token reader reads one of a set of words: options with a "did you mean", the
/// services, the flight statuses.
struct TokenReaderChoiceTests {
    // MARK: - Choices

    @Test func aChoiceIsOneOfItsOptions() throws {
        var reader = try reading("flights")
        #expect(try reader.choice(["search", "flights"], "the screen to launch") == "flights")
    }

    @Test(arguments: [
        ("serch", ["search", "flights"], 1,
         #"expected the screen to launch (search | flights), found "serch"; did you mean "search"?"#),
        ("zzzzzz", ["search", "flights"], 1, #"expected the screen to launch (search | flights), found "zzzzzz""#),
        ("", ["search", "flights"], 1, "expected the screen to launch: search | flights, found the end of the line"),
        (#""search""#, ["search", "flights"], 1, "expected the screen to launch: search | flights, found a string"),
        ("nxt", ["next"], 1, #"expected the screen to launch (next), found "nxt"; did you mean "next"?"#),
        ("", ["next"], 1, "expected the screen to launch: next, found the end of the line"),
    ])
    func aWordOutsideTheChoiceNamesTheOptionsAndTheNearest(line: String, options: [String], column: Int, message: String) throws {
        #expect(try failure(line) { _ = try $0.choice(options, "the screen to launch") } == ReadFailure(column, message))
    }

    @Test func aWordFarLongerThanEveryOptionGetsTheHintSpellingWouldGive() {
        // The reader skips the letter-by-letter comparison for such a word: it must lose nothing.
        let options = ScenarioParser.keywords
        for length in 1...40 {
            for word in [String(repeating: "s", count: length), "scenario" + String(repeating: "x", count: length)] {
                #expect(TokenReader.hint(for: word, in: options) == Spelling.hint(Spelling.suggestions(for: word, in: options)))
            }
        }
    }

    // MARK: - Services and statuses

    @Test(arguments: [("search", ServiceKind.search), ("artwork", .artwork), ("flights", .flights)])
    func aServiceIsOneOfTheModelControllers(line: String, kind: ServiceKind) throws {
        var reader = try reading(line)
        #expect(try reader.serviceKind() == kind)
    }

    @Test func aMisspeltServiceSuggestsTheNearest() throws {
        #expect(try failure("artwrk") { _ = try $0.serviceKind() } == ReadFailure(
            1, #"expected a service (search | artwork | flights), found "artwrk"; did you mean "artwork"?"#))
    }

    @Test(arguments: [
        ("on-time", FlightStatus.onTime), ("delayed 25", .delayed(minutes: 25)), ("delayed 10000", .delayed(minutes: 10_000)),
        ("boarding", .boarding), ("departed", .departed), ("landed", .landed), ("cancelled", .cancelled),
    ])
    func aStatusIsAKeywordAndADelayItsMinutes(line: String, status: FlightStatus) throws {
        var reader = try reading(line)
        #expect(try reader.status() == status)
        #expect(reader.isAtEnd)
    }

    @Test(arguments: [
        ("ontime", 1, #"expected a flight status (on-time | delayed | boarding | departed | landed | cancelled), found "ontime"; did you mean "on-time"?"#),
        ("delayed", 8, "expected the delay in minutes, found the end of the line"),
        ("delayed 0", 9, "expected the delay in minutes from 1 to 10000, found 0"),
        ("delayed 10001", 9, "expected the delay in minutes from 1 to 10000, found 10001"),
        ("delayed soon", 9, #"expected the delay in minutes as a whole number, found "soon""#),
    ])
    func aBadStatusOrDelaySaysWhatWasExpected(line: String, column: Int, message: String) throws {
        #expect(try failure(line) { _ = try $0.status() } == ReadFailure(column, message))
    }
}
