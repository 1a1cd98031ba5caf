/// A file rewritten so that every mutant in it is compiled in, each switched on at run time by
/// its number (``MutantSchema``). It keeps the original's lines: an error the compiler finds
/// at a line and column belongs to the mutants written there.
public struct SchemaFile: Sendable, Equatable {
    /// The rewritten text.
    public let text: String
    /// Where each mutant's schema is in ``text``, in UTF-8 bytes, by the mutant's number.
    public let spans: [Int: Range<Int>]

    /// The numbers of the mutants whose schema holds the compiler's error at `line` and
    /// `column` (1-based, UTF-8 bytes), the innermost first; when none holds that very place,
    /// the mutants whose schema crosses the line.
    public func mutants(atLine line: Int, column: Int) -> [Int] {
        let bytes = Array(text.utf8)
        guard let lineStart = offset(ofLine: line, in: bytes) else { return [] }
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let place = lineStart + max(0, column - 1)
        let holding = spans.filter { $0.value.contains(place) }
        let chosen = holding.isEmpty ? spans.filter { $0.value.overlaps(lineStart..<(lineEnd + 1)) } : holding
        return chosen.sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }.map(\.key)
    }

    /// The number of the mutant whose schema ends nearest before the compiler's error at
    /// `line` and `column`: for an error the compiler finds past its cause (a function that
    /// no longer returns is reported at its closing brace).
    public func mutant(before line: Int, column: Int) -> Int? {
        guard let lineStart = offset(ofLine: line, in: Array(text.utf8)) else { return nil }
        let place = lineStart + max(0, column - 1)
        return spans.filter { $0.value.upperBound <= place }.max { ($0.value.upperBound, -$0.key) < ($1.value.upperBound, -$1.key) }?.key
    }

    private func offset(ofLine line: Int, in bytes: [UInt8]) -> Int? {
        var offset = 0, current = 1
        while current < line, offset < bytes.count {
            if bytes[offset] == 0x0A { current += 1 }
            offset += 1
        }
        return current == line ? offset : nil
    }
}
