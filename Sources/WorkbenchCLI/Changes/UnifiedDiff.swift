/// A unified diff as `git diff` writes it, read into the files it touches and the lines it
/// adds and removes: what a change costs is counted from its patch, not from a guess.
struct UnifiedDiff: Equatable {
    /// One file of the diff.
    struct FilePatch: Equatable {
        /// The path after the change (before it, for a deleted file), relative to the package root.
        var path: String
        var isNew = false
        /// Line numbers, counted from one, of the added lines in the file after the change.
        var addedLines: [Int] = []
        /// Line numbers, counted from one, of the removed lines in the file before the change.
        var removedLines: [Int] = []
    }

    var files: [FilePatch]

    /// Why a diff could not be read.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    /// Reads `text`. Only the hunks' own lines are counted: `---` and `+++` headers are not.
    ///
    /// - Throws: ``ParseError`` for a hunk header that cannot be read, a hunk line outside a file,
    ///   or a hunk shorter than its header says.
    static func parse(_ text: String) throws(ParseError) -> UnifiedDiff {
        var files: [FilePatch] = []
        var oldLine = 0, newLine = 0, oldLeft = 0, newLeft = 0
        // Whether a hunk was read for the last file: a `---` after one starts another file.
        var lastFileHasHunks = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let number = index + 1
            if oldLeft > 0 || newLeft > 0 {
                switch line.first {
                case "+": files[files.count - 1].addedLines.append(newLine); newLine += 1; newLeft -= 1
                case "-": files[files.count - 1].removedLines.append(oldLine); oldLine += 1; oldLeft -= 1
                case " ", nil: oldLine += 1; newLine += 1; oldLeft -= 1; newLeft -= 1
                case "\\": break  // "\ No newline at end of file"
                default: throw ParseError(line: number, reason: "the hunk ends before the lines its header counts")
                }
                continue
            }
            if line.hasPrefix("diff --git ") {
                let bPath = line.range(of: " b/").map { String(line[$0.upperBound...]) } ?? ""
                files.append(FilePatch(path: bPath))
                lastFileHasHunks = false
            } else if line.hasPrefix("--- ") {
                // A diff without `diff --git` lines starts its files here.
                if files.isEmpty || lastFileHasHunks {
                    files.append(FilePatch(path: Self.headerPath(line)))
                    lastFileHasHunks = false
                }
            } else if line.hasPrefix("+++ "), line != "+++ /dev/null", !files.isEmpty {
                // A deleted file keeps the path `---` gave it.
                files[files.count - 1].path = Self.headerPath(line)
            } else if line.hasPrefix("new file mode"), !files.isEmpty {
                files[files.count - 1].isNew = true
            } else if line.hasPrefix("@@ ") {
                guard !files.isEmpty, let header = HunkHeader(line) else {
                    throw ParseError(line: number, reason: "expected a hunk header like \"@@ -1,3 +1,4 @@\", found \"\(line)\"")
                }
                (oldLine, oldLeft, newLine, newLeft) = (header.oldStart, header.oldCount, header.newStart, header.newCount)
                // An empty side starts at the line before it: `-0,0` or `+12,0`.
                if oldLeft == 0 { oldLine += 1 }
                if newLeft == 0 { newLine += 1 }
                lastFileHasHunks = true
            }
        }
        if oldLeft > 0 || newLeft > 0 {
            throw ParseError(line: lines.count, reason: "the diff ends inside a hunk")
        }
        return UnifiedDiff(files: files)
    }

    /// `+++ b/Sources/X.swift` is `Sources/X.swift`.
    private static func headerPath(_ line: Substring) -> String {
        let path = line.dropFirst(4).split(separator: "\t").first.map(String.init) ?? ""
        return path.hasPrefix("a/") || path.hasPrefix("b/") ? String(path.dropFirst(2)) : path
    }
}

/// `@@ -12,3 +12,4 @@ context`: where a hunk starts on each side and how many lines it spans.
private struct HunkHeader {
    let oldStart, oldCount, newStart, newCount: Int

    init?(_ line: Substring) {
        let parts = line.split(separator: " ")
        guard parts.count >= 3, parts[1].hasPrefix("-"), parts[2].hasPrefix("+"),
              let old = Self.range(parts[1].dropFirst()), let new = Self.range(parts[2].dropFirst()) else { return nil }
        (oldStart, oldCount, newStart, newCount) = (old.0, old.1, new.0, new.1)
    }

    /// `12,3` is (12, 3); `12` alone spans one line.
    private static func range(_ text: Substring) -> (Int, Int)? {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        switch numbers.count {
        case 1: return numbers[0].map { ($0, 1) }
        case 2: guard let start = numbers[0], let count = numbers[1] else { return nil }; return (start, count)
        default: return nil
        }
    }
}
