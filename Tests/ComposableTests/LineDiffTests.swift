@testable import Composable
import Testing

/// Two texts' lines side by side: kept, removed (`- `) and added (`+ `).
struct LineDiffTests {
    @Test func equalTextsKeepEveryLine() {
        #expect(LineDiff.lines(expected: ["a", "b"], actual: ["a", "b"]) == ["  a", "  b"])
    }

    @Test func aChangedLineIsRemovedBeforeItsReplacementIsAdded() {
        #expect(LineDiff.lines(expected: ["(", "1", ")"], actual: ["(", "2", ")"]) == ["  (", "- 1", "+ 2", "  )"])
    }

    @Test func theLongestCommonRunIsKept() {
        #expect(LineDiff.lines(expected: ["a", "b", "c"], actual: ["b", "c", "d"]) == ["- a", "  b", "  c", "+ d"])
        #expect(LineDiff.lines(expected: ["x", "a", "b"], actual: ["a", "b", "x"]) == ["- x", "  a", "  b", "+ x"])
    }

    @Test func oneSideEmptyIsAllRemovedOrAllAdded() {
        #expect(LineDiff.lines(expected: [], actual: ["a"]) == ["+ a"])
        #expect(LineDiff.lines(expected: ["a"], actual: []) == ["- a"])
    }
}
