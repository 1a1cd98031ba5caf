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
}
