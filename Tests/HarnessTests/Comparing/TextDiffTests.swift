@testable import Harness
import Testing

struct TextDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(TextDiff.unified("a\nb\n", "a\nb\n", leftName: "l", rightName: "r") == "")
    }

    @Test func changedLinesAreShownWithTheirContext() {
        let left = "1\n2\n3\n4\n5\n6\n7\n"
        let right = "1\n2\n3\nfour\n5\n6\n7\n"
        #expect(TextDiff.unified(left, right, leftName: "mvc", rightName: "mvb", context: 1) == """
            --- mvc
            +++ mvb
            @@
             3
            -4
            +four
             5
            """)
    }

    @Test func addedAndRemovedLinesAtTheEnds() {
        #expect(TextDiff.unified("a\nb", "b\nc", leftName: "l", rightName: "r") == """
            --- l
            +++ r
            @@
            -a
             b
            +c
            """)
    }
}
