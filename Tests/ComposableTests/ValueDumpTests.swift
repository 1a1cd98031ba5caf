@testable import Composable
import Testing

/// How a test store writes a value out for a failure: one part a line, and always the same way.
struct ValueDumpTests {
    struct Song: Equatable {
        var title: String
        var length: Duration?
        var tags: Set<String> = []
    }

    enum Answer {
        case none
        case found([Song])
        case failed(code: Int, String)
    }

    final class Box {
        let contents = [2: "two", 1: "one"]
    }

    @Test func aStructHasAFieldALineAndItsCollectionsAnElementALine() {
        let song = Song(title: "Hey Jude", length: .seconds(431), tags: ["rock", "pop"])
        #expect(ValueDump.lines(of: song) == [
            "Song(",
            #"  title: "Hey Jude""#,
            "  length: 431.0 seconds",
            "  tags: Set([",
            #"    "pop""#,
            #"    "rock""#,
            "  ])",
            ")",
        ])
    }

    @Test func nilEmptyCollectionsAndEmptyTypesTakeOneLine() {
        #expect(ValueDump.lines(of: Song(title: "", length: nil)) == ["Song(", #"  title: """#, "  length: nil", "  tags: Set([])", ")"])
        #expect(ValueDump.lines(of: [Int]()) == ["[]"])
        #expect(ValueDump.lines(of: Answer.found([])) == [".found([])"])
    }

    @Test func aCaseIsWrittenWithItsPayloadOnOneLineWhenThePayloadIsPlain() {
        #expect(ValueDump.lines(of: Answer.none) == [".none"])
        #expect(ValueDump.lines(of: Answer.failed(code: 404, "gone")) == [#".failed(code: 404, "gone")"#])
    }

    @Test func aCaseWithOneNestedPayloadSharesItsBrackets() {
        #expect(ValueDump.lines(of: Answer.found([Song(title: "Yesterday", length: nil)])) == [
            ".found([",
            "  Song(",
            #"    title: "Yesterday""#,
            "    length: nil",
            "    tags: Set([])",
            "  )",
            "])",
        ])
    }

    @Test func aDictionarysEntriesAreSortedByKey() {
        #expect(ValueDump.lines(of: Box()) == ["Box(", "  contents: [", #"    1: "one""#, #"    2: "two""#, "  ]", ")"])
    }

    @Test func oneLineWritesEveryPartInline() {
        #expect(ValueDump.line(of: Answer.found([Song(title: "Let It Be", length: nil)]))
            == #".found([Song(title: "Let It Be", length: nil, tags: Set([]))])"#)
        #expect(ValueDump.line(of: (1, name: "a")) == #"(1, name: "a")"#)
    }
}
