/// Text wrapped to a terminal's width at spaces. A line that goes on keeps a hanging indent, so
/// what continues a row, a sentence or a line of code reads as part of it.
public enum TextWrapping {
    /// `line` in lines of at most `width` characters, broken at spaces: the first keeps the
    /// line's own indent, and each after it starts with `hangingIndent` spaces. A word longer
    /// than the room left stays whole, on a line of its own, and only it overflows.
    public static func wrap(line: String, width: Int, hangingIndent: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(line)
        var indent = ""
        while (indent.count + rest.count) > width, let cut = breakPoint(in: rest, room: width - indent.count) {
            lines.append(indent + rest[..<cut].droppingTrailingSpaces)
            rest = rest[cut...].drop { $0 == " " }
            indent = String(repeating: " ", count: hangingIndent)
        }
        return lines + [indent + rest]
    }

    /// `text` as paragraphs wrapped to `width`: its words (any run of white space is one space)
    /// after `indent` spaces, each line after the first starting with `hangingIndent` spaces;
    /// an empty line between paragraphs, as in `text`.
    public static func wrap(_ text: String, width: Int, indent: Int = 0, hangingIndent: Int? = nil) -> [String] {
        let paragraphs = text.split(separator: "\n\n", omittingEmptySubsequences: true)
        return paragraphs.enumerated().flatMap { number, paragraph in
            let words = paragraph.split(whereSeparator: \.isWhitespace).map(String.init)
            let wrapped = wrap(words: words, width: width, indent: indent, hangingIndent: hangingIndent ?? indent)
            return (number == 0 ? [] : [""]) + wrapped
        }
    }

    /// `words` one space apart in lines of at most `width` characters, never broken inside a
    /// word (which may hold spaces: `[--out <dir>]`): the first line after `indent` spaces,
    /// the others after `hangingIndent`. A word wider than a line has a line of its own.
    public static func wrap(words: [String], width: Int, indent: Int = 0, hangingIndent: Int) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: indent), lineIndent = indent
        for word in words {
            if line.count > lineIndent, line.count + 1 + word.count > width {
                lines.append(line)
                lineIndent = hangingIndent
                line = String(repeating: " ", count: lineIndent)
            }
            line += (line.count > lineIndent ? " " : "") + word
        }
        return lines + [line]
    }

    /// `path` in lines of at most `width` characters, broken after a `/`, each line after the
    /// first starting with `hangingIndent` spaces. A part longer than a line has a line of its own.
    public static func wrap(path: String, width: Int, hangingIndent: Int) -> [String] {
        let slashes = path.indices.filter { path[$0] == "/" }.map { path.index(after: $0) }
        let parts = zip([path.startIndex] + slashes, slashes + [path.endIndex]).map { path[$0..<$1] }.filter { !$0.isEmpty }
        var lines: [String] = []
        var line = ""
        for part in parts {
            let indent = lines.isEmpty ? 0 : hangingIndent
            if line.count > indent, line.count + part.count > width {
                lines.append(line)
                line = String(repeating: " ", count: hangingIndent)
            }
            line += part
        }
        return lines + [line]
    }

    /// One entry of a list: `label` two spaces in, and `words` from `column` on, wrapped at
    /// spaces under themselves; a label that leaves no two spaces before the column puts its
    /// words on the next line, as the help does.
    public static func entry(_ label: String, _ words: String, column: Int, width: Int) -> [String] {
        let padded = "  " + label
        let wrapped = wrap(line: String(repeating: " ", count: column) + words, width: width, hangingIndent: column)
        guard padded.count + 2 <= column else { return [padded] + wrapped }
        return [padded.padded(to: column) + wrapped[0].dropFirst(column)] + wrapped.dropFirst()
    }

    /// Every line of `lines` wrapped to `width`, each going on indented by `extra` spaces more
    /// than it starts.
    public static func wrap(lines: [String], width: Int, extra: Int = 2) -> [String] {
        lines.flatMap { line in
            wrap(line: line, width: width, hangingIndent: line.prefix { $0 == " " }.count + extra)
        }
    }

    /// Where to break `text` so that what comes before fits `room` characters: the last space
    /// that does, after the text's own indent; else the first space after the word that does
    /// not fit. Nil when there is no space to break at.
    private static func breakPoint(in text: Substring, room: Int) -> Substring.Index? {
        let indent = text.prefix { $0 == " " }.count
        var best: Substring.Index?
        var offset = 0
        for index in text.indices {
            defer { offset += 1 }
            guard text[index] == " ", offset > indent, text[text.index(before: index)] != " " else { continue }
            if offset > room { return best ?? index }
            best = index
        }
        return best
    }
}

extension Substring {
    /// The text without the spaces at its end.
    fileprivate var droppingTrailingSpaces: Substring {
        self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)]
    }
}
