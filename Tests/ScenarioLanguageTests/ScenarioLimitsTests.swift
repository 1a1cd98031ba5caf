import Diagnostics
import ScenarioLanguage
import Testing
import WorkbenchTestKit

/// Every scenario is bounded (SPEC §4): a line's length, its steps, the characters it types and
/// the updates it pushes. A scenario at a bound parses; one past it is refused where it crosses
/// it, saying what was expected.
struct ScenarioLimitsTests {
    // MARK: - Line length

    @Test func theBoundsAreTheReferencesOwn() {
        #expect(ScenarioLimits.lineLength == 10_000)
        #expect(ScenarioLimits.steps == 100_000)
        #expect(ScenarioLimits.typedCharacters == 10_000)
        #expect(ScenarioLimits.pushedUpdates == 1_000_000)
    }

    @Test func aLineOfTenThousandCharactersParses() throws {
        // `expect search.status "` is 22 characters and the closing quote one more.
        let text = String(repeating: "a", count: 9_977)
        let parsed = try scenario("scenario \"x\"\nlaunch search\nexpect search.status \"\(text)\"\n")
        #expect(parsed.steps.map(\.action) == [.expect(.text(element: "search.status", text))])
    }

    @Test func aLineOfTenThousandAndOneIsRefusedAtItsLastCharacter() throws {
        let text = String(repeating: "a", count: 9_978)
        let error = try #require(parseError("scenario \"x\"\nlaunch search\nexpect search.status \"\(text)\"\n"))
        #expect(error.location == SourceLocation(line: 3, column: 10_001))
        #expect(error.message == "expected at most 10000 characters on a line, found more")
        #expect(error.lineText == "…" + String(repeating: "a", count: 119) + "\"")
    }

    @Test func aCommentCountsTowardsTheLine() throws {
        let comment = String(repeating: "#", count: 9_993)
        let error = try #require(parseError("scenario \"x\"\nlaunch search\nwait 1s \(comment)\n"))
        #expect(error.location == SourceLocation(line: 3, column: 10_001))
    }

    @Test func theLengthIsCountedInCharactersNotBytes() throws {
        // 9,977 flags of eight bytes each: 79,816 bytes, 10,000 characters with the statement.
        let flags = String(repeating: "🇬🇧", count: 9_977)
        let parsed = try scenario("scenario \"x\"\nlaunch search\nexpect search.status \"\(flags)\"\n")
        #expect(parsed.steps.count == 1)
        #expect(parseError("scenario \"x\"\nlaunch search\nexpect search.status \"\(flags)🇬🇧\"\n")?.location
            == SourceLocation(line: 3, column: 10_001))
    }

    /// Ten megabytes on a line are refused in seconds, with a message a line long.
    @Test(.timeLimit(.minutes(10)))
    func aTenMegabyteLineIsRefusedQuickly() throws {
        let error = try #require(parseError("scenario \"x\"\nlaunch search\ntap " + String(repeating: "a", count: 10_000_000) + "\n"))
        #expect(error.location == SourceLocation(line: 3, column: 10_001))
        #expect(error.description.utf8.count < 400)
    }

    // MARK: - Steps

    @Test func aHundredThousandStepsParse() throws {
        let steps = String(repeating: "wait 1ms\n", count: 100_000)
        let parsed = try scenario("scenario \"x\"\nfail next search\nlaunch search\nmeasure\n" + steps)
        #expect(parsed.steps.count == 100_000)
    }

    @Test func theHundredThousandAndFirstStepIsRefusedAtItsStatement() throws {
        let steps = String(repeating: "wait 1ms\n", count: 100_000)
        let error = try #require(parseError("scenario \"x\"\nlaunch search\n" + steps + "  expect screen search\n"))
        #expect(error.location == SourceLocation(line: 100_003, column: 3))
        #expect(error.message == "expected at most 100000 steps in a scenario, found step 100001")
    }

    // MARK: - Typed characters

    @Test func tenThousandTypedCharactersParseAndOneMoreIsRefusedAtItsString() throws {
        // One line types 9,980 characters and another 20 more: 10,000 in all.
        let atTheBound = "scenario \"x\"\nlaunch search\ntype search.term \"" + String(repeating: "a", count: 9_980) + "\"\n"
            + "type search.term \"" + String(repeating: "é", count: 20) + "\"\n"
        #expect(try scenario(atTheBound).steps.count == 2)

        let error = try #require(parseError(atTheBound + "replace search.term \"\"\ntype search.term \"b\"\n"))
        #expect(error.location == SourceLocation(line: 6, column: 18))
        #expect(error.message == "expected at most 10000 typed characters in a scenario, found 10001 with this string")
    }

    // MARK: - Pushed updates

    @Test func aMillionPushedUpdatesParseAndOneMoreIsRefusedAtItsCount() throws {
        let atTheBound = "scenario \"x\"\nlaunch flights\npush 600000 updates\npush 400000 updates\n"
        #expect(try scenario(atTheBound).steps.map(\.action) == [.pushUpdates(count: 600_000), .pushUpdates(count: 400_000)])

        let error = try #require(parseError(atTheBound + "push   1 updates\n"))
        #expect(error.location == SourceLocation(line: 5, column: 8))
        #expect(error.message == "expected at most 1000000 pushed updates in a scenario, found 1000001 with this statement")
    }

    @Test func oneStatementPushesAtMostAMillion() throws {
        let error = try #require(parseError("scenario \"x\"\nlaunch flights\npush 1000001 updates\n"))
        #expect(error.location == SourceLocation(line: 3, column: 6))
        #expect(error.message == "expected the number of updates from 1 to 1000000, found 1000001")
    }
}
