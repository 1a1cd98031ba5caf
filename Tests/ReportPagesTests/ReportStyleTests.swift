@testable import ReportPages
import Testing

/// The stylesheet turns every table the page can hold into cards in a box narrower than it needs.
struct ReportStyleTests {
    @Test func everyClassATableCanTakeHasItsCardRules() {
        let classes = Set(stride(from: 0.0, through: 2_000, by: 25).map { TableWidth.cardClass([$0]) })
        #expect(classes.count == TableWidth.steps.count + 1)
        for name in classes {
            #expect(ReportStyle.css.contains("table.\(name) > thead { display: none; }"), "no card rules for \(name)")
        }
    }

    @Test func aTableTurnsIntoCardsInABoxNarrowerThanItNeedsAndNeverOtherwise() {
        #expect(ReportStyle.css.contains("@container (width < 900px) {\ntable.cards-below-900, table.cards-below-900 > tbody { display: block; }"))
        #expect(!ReportStyle.css.contains("table.cards-always > thead { display: none; }\n}"))
        #expect(ReportStyle.css.hasSuffix("table.cards-always > tbody > tr > *[data-label]::before { content: attr(data-label); display: block; font-size: .75rem; font-weight: normal; color: #555; }\n"))
    }

    @Test func aCodeLineContinuesFourCharactersPastItsIndentation() {
        #expect(ReportStyle.css.contains("pre .line { display: block; padding-left: calc((var(--indent, 0) + 4) * 1ch); text-indent: calc((var(--indent, 0) + 4) * -1ch); }"))
    }
}
