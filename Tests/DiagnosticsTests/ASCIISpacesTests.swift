import Diagnostics
import Testing

struct ASCIISpacesTests {
    @Test func theBoundsLeaveOutSpacesAndTabsAtBothEnds() {
        // " \tlet x = 1  ": the text starts at byte 2 and ends before byte 11.
        #expect(ASCIISpaces.trimmedBounds(of: " \tlet x = 1  ") == 2..<11)
        #expect(ASCIISpaces.trimmedBounds(of: "wait 330ms") == 0..<10)
    }

    @Test func aLineOfSpacesOrNothingIsEmpty() {
        #expect(ASCIISpaces.trimmedBounds(of: " \t ") == 0..<0)
        #expect(ASCIISpaces.trimmedBounds(of: "") == 0..<0)
    }

    @Test func anyByteBeyondASCIIIsLeftToFoundation() {
        #expect(ASCIISpaces.trimmedBounds(of: "type “é”") == nil)
        // A no-break space is a space to Foundation, not to this byte loop.
        #expect(ASCIISpaces.trimmedBounds(of: "\u{00A0}x") == nil)
    }
}
