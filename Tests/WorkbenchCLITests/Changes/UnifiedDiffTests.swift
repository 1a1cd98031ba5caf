import Testing
@testable import WorkbenchCLI

/// A diff read by hand: every number below is counted from the text of the diff, line by line.
struct UnifiedDiffTests {
    /// Two files: one changed in two hunks, one created.
    static let diff = """
        diff --git a/Sources/Architectures/MVC/Views/SongCell.swift b/Sources/Architectures/MVC/Views/SongCell.swift
        index 1111111..2222222 100644
        --- a/Sources/Architectures/MVC/Views/SongCell.swift
        +++ b/Sources/Architectures/MVC/Views/SongCell.swift
        @@ -3,4 +3,4 @@ import HeadlessUI
         struct SongCell {
        -    var duration: String?
        +    var detail: String?
             var title: String?
         }
        @@ -10,2 +10,4 @@ extension SongCell {
             func a() {}
        +    // one
        +    // two
             func b() {}
        diff --git a/Tests/MVCTests/NewTests.swift b/Tests/MVCTests/NewTests.swift
        new file mode 100644
        index 0000000..3333333
        --- /dev/null
        +++ b/Tests/MVCTests/NewTests.swift
        @@ -0,0 +1,2 @@
        +import Testing
        +struct NewTests {}

        """

    @Test func aDeletedFileKeepsThePathItHadBefore() throws {
        let parsed = try UnifiedDiff.parse("""
            diff --git a/Sources/Architectures/MVC/Views/Old.swift b/Sources/Architectures/MVC/Views/Old.swift
            deleted file mode 100644
            index 4444444..0000000
            --- a/Sources/Architectures/MVC/Views/Old.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -import HeadlessUI
            -struct Old {}

            """)
        #expect(parsed.files == [UnifiedDiff.FilePatch(path: "Sources/Architectures/MVC/Views/Old.swift", removedLines: [1, 2])])
    }

    @Test func eachFileKnowsTheLinesItAddsAndRemoves() throws {
        let parsed = try UnifiedDiff.parse(Self.diff)

        // First hunk: old lines 3, 4, ... and new lines 3, 4, ...: " struct" is 3 on both sides,
        // "-duration" is old line 4, "+detail" new line 4. Second hunk: " func a" is line 10 on
        // both sides, so the two comments are new lines 11 and 12.
        #expect(parsed.files == [
            UnifiedDiff.FilePatch(path: "Sources/Architectures/MVC/Views/SongCell.swift",
                                  addedLines: [4, 11, 12], removedLines: [4]),
            UnifiedDiff.FilePatch(path: "Tests/MVCTests/NewTests.swift", isNew: true, addedLines: [1, 2]),
        ])
    }

    @Test func aHunkShorterThanItsHeaderSaysIsAnError() {
        let cut = """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,3 +1,3 @@
             one
            -two
            """

        #expect(throws: UnifiedDiff.ParseError(line: 5, reason: "the diff ends inside a hunk")) {
            try UnifiedDiff.parse(cut)
        }
    }

    @Test func aMalformedHunkHeaderIsAnErrorAtItsLine() {
        let bad = """
            --- a/A.swift
            +++ b/A.swift
            @@ one two @@
            """

        #expect(throws: UnifiedDiff.ParseError(line: 3, reason: #"expected a hunk header like "@@ -1,3 +1,4 @@", found "@@ one two @@""#)) {
            try UnifiedDiff.parse(bad)
        }
    }
}
