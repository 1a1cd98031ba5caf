import Reports
import Testing

/// Wrapping at spaces with a hanging indent, worked out by hand.
struct TextWrappingTests {
    @Test func aLineBreaksAtTheLastSpaceThatFitsAndGoesOnUnderItsIndent() {
        // "  alpha beta" is 12 columns: it fits 12 exactly, and breaks at 11.
        #expect(TextWrapping.wrap(line: "  alpha beta", width: 12, hangingIndent: 4) == ["  alpha beta"])
        #expect(TextWrapping.wrap(line: "  alpha beta gamma", width: 11, hangingIndent: 4) == ["  alpha", "    beta", "    gamma"])
    }

    @Test func aWordWiderThanTheLineOverflowsAloneAndTheIndentNeverBreaks() {
        #expect(TextWrapping.wrap(line: "    abcdefghij k", width: 8, hangingIndent: 2) == ["    abcdefghij", "  k"])
        #expect(TextWrapping.wrap(line: "    abcdefghij", width: 8, hangingIndent: 2) == ["    abcdefghij"])
    }

    @Test func aRunOfSpacesAtTheBreakIsDropped() {
        #expect(TextWrapping.wrap(line: "ab  cd  ef", width: 7, hangingIndent: 1) == ["ab  cd", " ef"])
    }

    @Test func paragraphsJoinTheirLinesAndKeepAnEmptyLineBetween() {
        #expect(TextWrapping.wrap("one two\nthree\n\nfour", width: 9, indent: 1, hangingIndent: 2) == [" one two", "  three", "", " four"])
    }

    @Test func wordsStayWholeEvenWithSpacesInside() {
        #expect(TextWrapping.wrap(words: ["a:", "[--x <y>]", "[--z]"], width: 12, hangingIndent: 3) == ["a: [--x <y>]", "   [--z]"])
    }

    @Test func linesGoOnIndentedByTheirOwnIndentAndMore() {
        #expect(TextWrapping.wrap(lines: ["  one two three", "x y"], width: 9, extra: 3) == ["  one two", "     three", "x y"])
    }

    @Test func aPathBreaksAfterASlashAndGoesOnIndented() {
        // "Scenarios/flights/" is 18; with "card-overnight.scenario" 41, over 20.
        #expect(TextWrapping.wrap(path: "Scenarios/flights/card-overnight.scenario", width: 20, hangingIndent: 1)
            == ["Scenarios/flights/", " card-overnight.scenario"])
        #expect(TextWrapping.wrap(path: "Scenarios/flights/card-overnight.scenario", width: 41, hangingIndent: 1)
            == ["Scenarios/flights/card-overnight.scenario"])
        #expect(TextWrapping.wrap(path: "a/b/c", width: 2, hangingIndent: 1) == ["a/", " b/", " c"])
    }

    @Test func anEntrysWordsStartAtTheirColumnOrUnderALabelThatReachesIt() {
        #expect(TextWrapping.entry("mvc", "one two three", column: 8, width: 20) == ["  mvc   one two", "        three"])
        // "  binder" is 8: two spaces more would pass column 8.
        #expect(TextWrapping.entry("binder", "one two", column: 8, width: 20) == ["  binder", "        one two"])
        #expect(TextWrapping.entry("mvc", "one  [two]", column: 8, width: .max) == ["  mvc   one  [two]"])
    }
}
