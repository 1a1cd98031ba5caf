@testable import ReportPages
import Testing

/// The width read from a cell's bytes is the width read from its characters, to the last bit.
struct TableWidthASCIITests {
    /// The pieces a cell of the report is made of, and the edges of each rule: tags, `<wbr>`,
    /// `<br/>`, code, entities near and past ten characters, a hyphen before a digit, a tag or
    /// an entity, white space of every kind, a `<` that closes nothing.
    private let pieces = [
        "a", "Model", "Controllers/", "fij", "mw", "XYZ", "0.98", "1,5", "[x]", "(y)", "it's", "a|b", "!",
        " ", "\t", "\n", "\u{0B}", "\u{0C}", "<wbr>", "<br>", "<br/>", "<BR />", "<code>", "</code>", "<a href=\"#x\">", "</a>",
        "&amp;", "&lt;", "&#160;", "&toolongentity;", "&", "-", "-1", "-<b>2</b>", "-&amp;", "< 3", "x<y", "~", "@#$%",
    ]

    @Test func bytesAndCharactersGiveTheSameWidthOnEveryMixOfThePieces() {
        // Every piece alone, every pair, and a few thousand longer cells from a fixed generator.
        var cells = pieces + pieces.flatMap { first in pieces.map { first + $0 } }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            var cell = ""
            for _ in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                cell += pieces[Int(state >> 33) % pieces.count]
            }
            cells.append(cell)
        }

        let differing = cells.filter { TableWidth.asciiWidth(ofWidest: $0) != TableWidth.characterWidth(ofWidest: $0) }

        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test func aCellOutsideASCIIOrWithACarriageReturnIsLeftToTheCharacters() {
        #expect(TableWidth.asciiWidth(ofWidest: "[×0.98–×1.01]") == nil)
        #expect(TableWidth.asciiWidth(ofWidest: "a\r\nb") == nil)
        #expect(TableWidth.width(ofWidest: "[×0.98–×1.01]") == TableWidth.characterWidth(ofWidest: "[×0.98–×1.01]"))
    }

    @Test func theWidthOfAPlainCellIsWorkedOutByHand() {
        // "ab" then "1,5": 0.72 + 0.72 em and 0.7 + 0.42 + 0.7 em at 14.4 px; the wider is 26.208 px.
        let width = TableWidth.asciiWidth(ofWidest: "ab 1,5")
        #expect(width.map { ($0 * 1_000).rounded() / 1_000 } == 26.208)
    }
}
