import Reports
import Testing

/// A table wider than its width narrows the column of names, which goes on over more lines.
struct TextTableWidthTests {
    private let rows = [["one two three four five six", "12", "x"]]

    @Test func aTableThatFitsIsAsItWas() {
        // 27 + 2 + 2 + 2 + 1 = 34 columns.
        let fitting = TextTable.aligned(rows, header: ["", "A", "B"], words: [2], width: 34)
        #expect(fitting == [String(repeating: " ", count: 30) + "A  B", "one two three four five six  12  x"])
        #expect(fitting == TextTable.aligned(rows, header: ["", "A", "B"], words: [2]))
    }

    @Test func theNamesNarrowToTheWidthAndGoOnIndented() {
        // 34 columns into 26: the names lose 8, 27 - 8 = 19.
        #expect(TextTable.aligned(rows, header: ["", "A", "B"], words: [2], width: 26) == [
            String(repeating: " ", count: 22) + "A  B",
            "one two three four   12  x",
            " five six",
        ])
    }

    @Test func theNamesNeverNarrowBelowSixteenAndTheColumnsComeInGroups() {
        // Even with the names at 16, 16 + 2 + 2 = 20 columns: each column is a group alone,
        // under the names narrowed to 16 ("one two three four" is 18).
        #expect(TextTable.aligned(rows, header: ["", "A", "B"], words: [2], width: 10) == [
            String(repeating: " ", count: 19) + "A",
            "one two three     12",
            " four five six",
            "",
            String(repeating: " ", count: 18) + "B",
            "one two three     x",
            " four five six",
        ])
    }

    @Test func theGroupsAreAsFewAsCanBeAndAsEvenAsCanBe() {
        // 5 + 2 + 1 + 2 + 1 + 2 + 1 + 2 + 1 = 17 columns into 14: two groups, A B C (14) and D
        // would do, but A B and C D (11 each) are the evener two.
        let lines = TextTable.aligned([["alpha", "1", "2", "3", "4"]], header: ["", "A", "B", "C", "D"], width: 14)
        #expect(lines == ["       A  B", "alpha  1  2", "", "       C  D", "alpha  3  4"])
    }

    @Test func anIndentCountsInTheWidthAndLeavesTheEmptyLineBetweenGroupsEmpty() {
        let lines = TextTable.aligned([["alpha", "1", "2", "3", "4"]], header: ["", "A", "B", "C", "D"], width: 16, indent: 2)
        #expect(lines == ["         A  B", "  alpha  1  2", "", "         C  D", "  alpha  3  4"])
    }
}
