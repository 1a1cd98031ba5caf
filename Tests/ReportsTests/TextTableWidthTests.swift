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

    @Test func theNamesNeverNarrowBelowSixteen() {
        #expect(TextTable.aligned(rows, header: ["", "A", "B"], words: [2], width: 10) == [
            String(repeating: " ", count: 19) + "A  B",
            "one two three     12  x",
            " four five six",
        ])
    }
}
