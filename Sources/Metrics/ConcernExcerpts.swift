import Diagnostics
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
    /// The functions of the architecture's support libraries the quoted code calls: the code the
    /// concern leans on that its own lines do not show (``SupportCalls``).
    public var leansOn: [SupportFunction] = []
}

/// Finds the code under the concern markers an architecture carries (`// MARK: - Debounce`).
///
/// A quote runs from the line after the marker to the line before the next `// MARK:`, or to the
/// end of the type or extension the marker stands in, whichever comes first.
public enum ConcernExcerpts {
    /// What a concern's marker line starts with: `// MARK: - Debounce`.
    static let markerPrefix = "// MARK: - "

    /// The quotes under each of `markers` in the files of an architecture's folder, found once
    /// per tree: `compare` finds them on the thread that reads the sources, while the scenarios
    /// run, and the report takes them from there.
    public static func find(_ markers: [String], in folder: String, tree: SourceTree) -> [String: [Excerpt]] {
        let key = ([folder] + markers).joined(separator: "\u{0}")
        if let known = tree.excerpts[key] { return known }
        var found: [String: [Excerpt]] = [:]
        // Most files mark no concern: one search of the whole text spares cutting them into lines.
        for file in tree.files(module: CouplingAnalysis.moduleName(folder), folder: folder) where mayHoldMarker(file.source) {
            let lines = Lines(file.source)
            // Nor do most files that have a marker need their braces worked out.
            guard markers.contains(where: { !lines.markerLines(of: $0).isEmpty }) else { continue }
            let text = SourceText(lines, tokens: file.facts.tokens)
            for marker in markers {
                found[marker, default: []] += excerpts(of: marker, in: text, file: file.path, role: file.role)
            }
        }
        tree.excerpts[key] = found
        return found
    }

    /// Whether `text`'s bytes hold the marker prefix's anywhere: `memchr` finds each slash and
    /// `memcmp` compares the rest, so an unoptimised build loops in C, not byte by byte.
    private static func mayHoldMarker(_ text: String) -> Bool {
        var text = text
        let prefix = Array(markerPrefix.utf8)
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress, bytes.count >= prefix.count else { return false }
            let lastStart = bytes.count - prefix.count
            var offset = 0
            while offset <= lastStart, let found = memchr(start + offset, Int32(prefix[0]), lastStart - offset + 1) {
                offset = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(start + offset, prefix, prefix.count) == 0 { return true }
                offset += 1
            }
            return false
        }
    }

    static func excerpts(of marker: String, in text: String, file: String, role: String) -> [Excerpt] {
        excerpts(of: marker, in: SourceText(Lines(text), tokens: SwiftLexer.tokens(of: text)), file: file, role: role)
    }

    /// A file's lines, each also without the spaces and tabs around it, cut once for all its markers.
    struct Lines {
        let lines: [String]
        let trimmed: [Substring]
        /// The lines that are a concern's marker and nothing else, by the concern's name.
        private let markers: [Substring: [Int]]

        init(_ text: String) {
            // Cut at the line-feed bytes, as the lexer counts lines: cheaper than reading Characters.
            lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
            trimmed = lines.map(Lines.trimmingSpaces)
            var markers: [Substring: [Int]] = [:]
            for (index, line) in trimmed.enumerated() where line.hasPrefix(ConcernExcerpts.markerPrefix) {
                markers[line.dropFirst(ConcernExcerpts.markerPrefix.count), default: []].append(index)
            }
            self.markers = markers
        }

        /// The 0-based indices of the lines that are `// MARK: - marker` and nothing else.
        func markerLines(of marker: String) -> [Int] {
            markers[Substring(marker)] ?? []
        }

        /// `line` without the spaces around it: what Foundation's `CharacterSet.whitespaces` holds,
        /// the tab and Unicode's space separators, taken off scalar by scalar as Foundation does.
        private static func trimmingSpaces(_ line: String) -> Substring {
            if let bounds = ASCIISpaces.trimmedBounds(of: line) {
                let utf8 = line.utf8
                return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: bounds.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bounds.upperBound)])
            }
            let scalars = line.unicodeScalars
            guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
                return ""
            }
            return Substring(scalars[first...last])
        }

        private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || scalar == "\t" : scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// A file's lines and the shape of its braces, worked out once for all its markers.
    struct SourceText {
        let lines: Lines
        fileprivate let shape: BraceShape

        init(_ lines: Lines, tokens: [SourceFacts.Token]) {
            self.lines = lines
            shape = BraceShape(tokens: tokens, lineCount: lines.lines.count)
        }
    }

    private static func excerpts(of marker: String, in source: SourceText, file: String, role: String) -> [Excerpt] {
        let lines = source.lines.lines, trimmed = source.lines.trimmed
        let markerLines = source.lines.markerLines(of: marker)
        guard !markerLines.isEmpty else { return [] }
        let shape = source.shape
        return markerLines.map { index in
            let first = index + 1  // 0-based index of the first quoted line
            let depth = shape.depthAtStart(ofLine: index)
            var last = first - 1
            var candidate = first
            while candidate < lines.count, !trimmed[candidate].hasPrefix("// MARK:"), shape.lowestDepth(onLine: candidate) >= depth {
                last = candidate
                candidate += 1
            }
            var start = first
            while start <= last, trimmed[start].isEmpty { start += 1 }
            while last >= start, trimmed[last].isEmpty { last -= 1 }
            let quoted = last >= start ? Array(start...last) : []
            return Excerpt(file: file, line: index + 1, endLine: max(index + 1, last + 1), role: role,
                           code: dedented(quoted.map { lines[$0] }, trimmed: quoted.map { trimmed[$0] }),
                           nloc: shape.codeLines(in: start...max(start, last), quotedCount: quoted.count))
        }
    }

    /// `lines` without the indentation they share; a line shorter than that (only spaces) is
    /// left as its `trimmed` form.
    private static func dedented(_ lines: [String], trimmed: [Substring]) -> String {
        let indent = zip(lines, trimmed).filter { !$1.isEmpty }
            .map { line, _ in line.prefix { $0 == " " }.count }
            .min() ?? 0
        return zip(lines, trimmed).map { line, trimmed in line.count >= indent ? String(line.dropFirst(indent)) : String(trimmed) }
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
