/// Code as the page shows it: each line a block of its own, so that a line too long for its box
/// wraps under itself, past its own indentation, instead of back at the margin where it would
/// read as a new line. A line carries its indentation (`--indent`, in characters); the
/// stylesheet indents its continuation by that and four more (``ReportStyle``). The indentation
/// is written as no-break spaces, so that a line never breaks between its indentation and its
/// first word (which would leave an empty line above it); a newline closes each line.
enum CodeBlock {
    /// `<pre><code>…</code></pre>` of `code`, one line a block.
    static func html(_ code: String) -> String {
        pre(lines(code).map { line(tag: "span", className: nil, marker: "", code: $0) }, className: nil)
    }

    /// `<pre class="diff"><code>…</code></pre>` of a patch's hunks: an added line an `<ins>`, a
    /// removed one a `<del>`, each indented by its code's indentation after the `+` or `-`.
    static func diff(_ hunks: String) -> String {
        pre(lines(hunks).map { text in
            let code = String(text.dropFirst())
            return switch text.first {
            case "+": line(tag: "ins", className: nil, marker: "+", code: code)
            case "-": line(tag: "del", className: nil, marker: "-", code: code)
            case "@": line(tag: "span", className: "hunk", marker: "", code: text)
            default: line(tag: "span", className: nil, marker: "", code: text)
            }
        }, className: "diff")
    }

    private static func lines(_ code: String) -> [String] {
        code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `<span class="line" style="--indent:4">    text\n</span>`, the four spaces no-break ones:
    /// `marker` (a patch's `+` or `-`), then `code`, whose opening spaces are its indentation.
    private static func line(tag: String, className: String?, marker: String, code: String) -> String {
        let spaces = code.prefix { $0 == " " }.count
        let indent = marker.count + spaces
        let classes = (["line"] + (className.map { [$0] } ?? [])).joined(separator: " ")
        let style = indent > 0 ? " style=\"--indent:\(indent)\"" : ""
        let text = marker + String(repeating: "\u{00A0}", count: spaces) + code.dropFirst(spaces)
        return "<\(tag) class=\"\(classes)\"\(style)>\(ReportHTML.escape(text))\n</\(tag)>"
    }

    private static func pre(_ lines: [String], className: String?) -> String {
        "<pre\(className.map { " class=\"\($0)\"" } ?? "")><code>" + lines.joined() + "</code></pre>"
    }
}
