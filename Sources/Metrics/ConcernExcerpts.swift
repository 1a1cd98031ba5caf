import Foundation
import SourceFacts

/// One place where an architecture implements a concern: the code under its marker.
public struct Excerpt: Sendable, Equatable, Codable {
    /// The file, relative to the package root.
    public let file: String
    /// The marker's line; the code follows it.
    public let line: Int
    /// The last line quoted.
    public let endLine: Int
    /// The role folder the file is in, or `(root)`.
    public let role: String
    /// The quoted code, with its common indentation removed.
    public let code: String
    /// Lines with code in the quote, as Lizard counts NLOC.
    public let nloc: Int
}

/// Finds the code under the concern markers an architecture carries (`// MARK: - Debounce`).
///
/// A quote runs from the line after the marker to the line before the next `// MARK:`, or to the
/// end of the type or extension the marker stands in, whichever comes first.
public enum ConcernExcerpts {
    /// The quotes under each of `markers` in the files of an architecture's folder.
    public static func find(_ markers: [String], in folder: String, tree: SourceTree) -> [String: [Excerpt]] {
        var found: [String: [Excerpt]] = [:]
        for file in tree.files(module: CouplingAnalysis.moduleName(folder), folder: folder)
        // Most files mark no concern.
        where markers.contains(where: { file.source.contains("// MARK: - " + $0) }) {
            let text = SourceText(file.source, tokens: file.facts.tokens)
            for marker in markers {
                found[marker, default: []] += excerpts(of: marker, in: text, file: file.path, role: file.role)
            }
        }
        return found
    }

    static func excerpts(of marker: String, in text: String, file: String, role: String) -> [Excerpt] {
        excerpts(of: marker, in: SourceText(text, tokens: SwiftLexer.tokens(of: text)), file: file, role: role)
    }

    /// A file's lines and the shape of its braces, worked out once for all its markers.
    struct SourceText {
        let lines: [String]
        fileprivate let shape: BraceShape

        init(_ text: String, tokens: [SourceFacts.Token]) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            shape = BraceShape(tokens: tokens, lineCount: lines.count)
        }
    }

    private static func excerpts(of marker: String, in source: SourceText, file: String, role: String) -> [Excerpt] {
        let lines = source.lines
        let heading = "// MARK: - " + marker
        let markerLines = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == heading }
        guard !markerLines.isEmpty else { return [] }
        let shape = source.shape
        return markerLines.map { index in
            let first = index + 1  // 0-based index of the first quoted line
            let depth = shape.depthAtStart(ofLine: index)
            var last = first - 1
            var candidate = first
            while candidate < lines.count,
                  !lines[candidate].trimmingCharacters(in: .whitespaces).hasPrefix("// MARK:"),
                  shape.lowestDepth(onLine: candidate) >= depth {
                last = candidate
                candidate += 1
            }
            var start = first
            while start <= last, lines[start].trimmingCharacters(in: .whitespaces).isEmpty { start += 1 }
            while last >= start, lines[last].trimmingCharacters(in: .whitespaces).isEmpty { last -= 1 }
            let quoted = last >= start ? Array(lines[start...last]) : []
            return Excerpt(file: file, line: index + 1, endLine: max(index + 1, last + 1), role: role,
                           code: dedented(quoted), nloc: shape.codeLines(in: start...max(start, last), quotedCount: quoted.count))
        }
    }

    private static func dedented(_ lines: [String]) -> String {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }
            .min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
    }
}

/// Where a file's braces open and close, line by line, from its tokens (so braces in strings
/// and comments do not count).
private struct BraceShape {
    /// The depth at the start of each line (0-based lines).
    private var startDepth: [Int]
    /// The lowest depth reached on each line.
    private var lowest: [Int]
    /// The lines on which a token starts.
    private var hasCode: [Bool]

    init(tokens: [SourceFacts.Token], lineCount: Int) {
        startDepth = Array(repeating: 0, count: lineCount + 1)
        lowest = Array(repeating: 0, count: lineCount + 1)
        hasCode = Array(repeating: false, count: lineCount + 1)
        var depth = 0
        var line = 0
        var tokenIndex = 0
        while line < lineCount {
            startDepth[line] = depth
            var low = depth
            while tokenIndex < tokens.count, tokens[tokenIndex].line - 1 == line {
                let token = tokens[tokenIndex]
                hasCode[line] = true
                if token.kind == .punctuation, token.interpolationDepth == 0 {
                    if token.text == "{" { depth += 1 }
                    if token.text == "}" { depth -= 1; low = min(low, depth) }
                }
                tokenIndex += 1
            }
            lowest[line] = low
            line += 1
        }
    }

    func depthAtStart(ofLine line: Int) -> Int { startDepth[line] }

    func lowestDepth(onLine line: Int) -> Int { lowest[line] }

    func codeLines(in lines: ClosedRange<Int>, quotedCount: Int) -> Int {
        guard quotedCount > 0 else { return 0 }
        return lines.filter { $0 < hasCode.count && hasCode[$0] }.count
    }
}
