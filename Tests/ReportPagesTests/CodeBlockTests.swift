@testable import ReportPages
import Testing

/// Code on the page: one block a line, its indentation told to the stylesheet and written as
/// no-break spaces, so that a wrapped line continues under itself.
struct CodeBlockTests {
    @Test func eachLineIsABlockWithItsIndentation() {
        #expect(CodeBlock.html("if a < b {\n    go()\n\n}") == "<pre><code>"
            + "<span class=\"line\">if a &lt; b {\n</span>"
            + "<span class=\"line\" style=\"--indent:4\">\u{A0}\u{A0}\u{A0}\u{A0}go()\n</span>"
            + "<span class=\"line\">\n</span>"
            + "<span class=\"line\">}\n</span>"
            + "</code></pre>")
    }

    @Test func onlyTheOpeningSpacesAreIndentation() {
        #expect(CodeBlock.html("  a  b") == "<pre><code><span class=\"line\" style=\"--indent:2\">\u{A0}\u{A0}a  b\n</span></code></pre>")
    }

    @Test func aPatchMarksItsLinesAndIndentsEachPastItsMarker() {
        #expect(CodeBlock.diff("@@ -1 +1 @@\n-  old\n+  new\n ctx") == "<pre class=\"diff\"><code>"
            + "<span class=\"line hunk\">@@ -1 +1 @@\n</span>"
            + "<del class=\"line\" style=\"--indent:3\">-\u{A0}\u{A0}old\n</del>"
            + "<ins class=\"line\" style=\"--indent:3\">+\u{A0}\u{A0}new\n</ins>"
            + "<span class=\"line\" style=\"--indent:1\">\u{A0}ctx\n</span>"
            + "</code></pre>")
    }
}
