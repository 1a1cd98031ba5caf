@testable import ReportPages
import Testing

/// The width read from a cell's bytes is the width read from its characters, to the last bit.
struct TableWidthBytesTests {
    /// The pieces a cell of the report is made of, and the edges of each rule: tags, `<wbr>`,
    /// `<br/>`, code, entities near and past ten characters, a hyphen before a digit, a tag or
    /// an entity, white space of every kind, a `<` that closes nothing.
    private let pieces = [
        "a", "Model", "Controllers/", "fij", "mw", "XYZ", "0.98", "1,5", "[x]", "(y)", "it's", "a|b", "!",
        " ", "\t", "\n", "\u{0B}", "\u{0C}", "<wbr>", "<br>", "<br/>", "<BR />", "<code>", "</code>", "<a href=\"#x\">", "</a>",
        "&amp;", "&lt;", "&#160;", "&toolongentity;", "&", "-", "-1", "-<b>2</b>", "-&amp;", "< 3", "x<y", "~", "@#$%",
        "\u{A0}", "×", "–", "—", "’", "µ", "≈", "→", "✓", "−", "&××××××××;", "&–––;", "<br\u{A0}/>", "<code\u{A0}x>",
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

        let differing = cells.filter { TableWidth.byteWidth(ofWidest: $0) != TableWidth.characterWidth(ofWidest: $0) }

        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test func aCellWithAnotherScalarOrACarriageReturnIsLeftToTheCharacters() {
        // An accent that combines with the letter before it, a variation selector, a letter
        // outside the report's few, a carriage return: each makes the cell the characters'.
        for cell in ["e\u{301}", "✓\u{FE0F}", "é", "a\r\nb", "×\u{301}"] {
            #expect(TableWidth.byteWidth(ofWidest: cell) == nil, "\(cell)")
            #expect(TableWidth.width(ofWidest: cell) == TableWidth.characterWidth(ofWidest: cell))
        }
    }

    @Test func theReportsOwnCharactersAreReadFromTheBytes() {
        // "a×b": 0.72 + 0.9 + 0.72 em at 14.4 px = 33.696 px. "1–2" breaks after the dash:
        // "1–" is 0.7 + 0.9 em = 23.04 px, wider than "2". A no-break space breaks: "ab" is
        // 1.44 em = 20.736 px.
        let widths = ["a×b", "1–2", "ab\u{A0}c"].map { TableWidth.byteWidth(ofWidest: $0).map { ($0 * 1_000).rounded() / 1_000 } }
        #expect(widths == [33.696, 23.04, 20.736])
    }

    @Test func theWidthOfAPlainCellIsWorkedOutByHand() {
        // "ab" then "1,5": 0.72 + 0.72 em and 0.7 + 0.42 + 0.7 em at 14.4 px; the wider is 26.208 px.
        let width = TableWidth.byteWidth(ofWidest: "ab 1,5")
        #expect(width.map { ($0 * 1_000).rounded() / 1_000 } == 26.208)
    }
}
