@testable import ReportPages
import Testing

/// How wide a box a table needs, worked out by hand from the character widths `TableWidth`
/// takes (in em, at 14.4 px for text and 13.6 px for code) and its 17 px of padding a cell.
struct TableWidthTests {
    private func texts(_ runs: [TableWidth.Run]) -> [String] {
        runs.map { String($0.characters) }
    }

    @Test func runsBreakAtSpacesWbrAndBrAndAfterAHyphenOrADash() {
        #expect(texts(TableWidth.runs("Model<wbr>Controllers/<wbr>Search one<br>two")) == ["Model", "Controllers/", "Search", "one", "two"])
        #expect(texts(TableWidth.runs("latest-wins [×0.98–×1.01]")) == ["latest-", "wins", "[×0.98–", "×1.01]"])
        // A hyphen before a digit is a minus sign: no break.
        #expect(texts(TableWidth.runs("a -1")) == ["a", "-1"])
    }

    @Test func tagsAreLeftOutAnEntityIsOneCharacterAndCodeIsTold() {
        let runs = TableWidth.runs("<a href=\"#x\">a &amp; b</a> <code>c.swift</code>")
        #expect(texts(runs) == ["a", "W", "b", "c.swift"])
        #expect(runs.map(\.isCode) == [false, false, false, true])
    }

    @Test func aColumnIsAsWideAsItsWidestUnbreakableRunPlusPadding() {
        // "ab": 0.72 + 0.72 em = 20.736 px; "1,5": 0.7 + 0.42 + 0.7 em = 26.208 px;
        // `x.y` in code: 3 × 0.6 × 13.6 = 24.48 px. Each plus 17 px.
        let widths = TableWidth.columnWidths(header: ["ab", "ab"], rows: [["1,5", "<code>x.y</code>"]])
        #expect(widths.map { ($0 * 1_000).rounded() / 1_000 } == [43.208, 41.48])
    }

    @Test func aTableTakesTheNarrowestStepThatHoldsItAndCardsAlwaysBeyondTheWidest() {
        #expect(TableWidth.cardClass([150, 250]) == "cards-below-400")
        #expect(TableWidth.cardClass([150, 251]) == "cards-below-500")
        #expect(TableWidth.cardClass([1_000, 150]) == "cards-below-1150")
        #expect(TableWidth.cardClass([1_000, 151]) == "cards-always")
    }

    @Test func columnGroupsAreAsFewAsFitAndThenAsEvenAsCanBe() {
        // Row headers 100 px. Filled in turn, 718 px makes two groups: [1, 2] (100 + 500 + 100)
        // and [3, 4, 5] (400 px). The evenest two: [1] (600 px) and [2, 3, 4, 5] (500 px), whose
        // widest is narrower than 700 px.
        #expect(TableWidth.columnGroups([100, 500, 100, 100, 100, 100], fitting: 718) == [[1], [2, 3, 4, 5]])
        // 100 + 4 × 150 = 700: one group.
        #expect(TableWidth.columnGroups([100, 150, 150, 150, 150], fitting: 718) == [[1, 2, 3, 4]])
        // 100 + 5 × 150 = 850: two groups, three columns and two (550 px and 400 px).
        #expect(TableWidth.columnGroups([100, 150, 150, 150, 150, 150], fitting: 718) == [[1, 2, 3], [4, 5]])
    }

    @Test func aColumnTooWideForAnyBoxIsAGroupAlone() {
        #expect(TableWidth.columnGroups([100, 900, 50], fitting: 718) == [[1], [2]])
    }

    @Test func aTableOfRowHeadersAloneIsOneEmptyGroup() {
        #expect(TableWidth.columnGroups([100], fitting: 718) == [[]])
    }
}
