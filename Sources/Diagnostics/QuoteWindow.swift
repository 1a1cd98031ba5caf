/// The part of a line a diagnostic quotes: the whole line when it is at most ``width``
/// characters long; otherwise ``width`` characters of it around the fault, sixty before it
/// where the line allows, so that a message about a line of ten megabytes is a line long and
/// its caret still stands under the fault. Columns are characters, as everywhere in a
/// diagnostic; finding the window walks the line once or twice, whatever its length.
struct QuoteWindow: Equatable {
    /// The most characters a window holds.
    static let width = 120

    /// The characters of the line the window shows.
    let characters: Range<Substring.Index>
    /// Whether the line goes on before the window: the quote begins with "…".
    let isCutBefore: Bool
    /// Whether the line goes on after the window: the quote ends with "…".
    let isCutAfter: Bool
    /// The column of the quote, the leading "…" counted, that the caret stands under: the
    /// fault's, or just past the last character of the line for a fault past its end.
    let caretColumn: Int

    /// The window of `line` around `column` (counted from 1; one below is the first, one past
    /// the end of the line just after its last character).
    init(_ line: Substring, column: Int) {
        let column = max(1, column)
        // Every character is at least one byte: a line of `width` bytes or fewer fits.
        guard line.utf8.count > Self.width else {
            characters = line.startIndex..<line.endIndex
            (isCutBefore, isCutAfter) = (false, false)
            caretColumn = min(column, line.count + 1)
            return
        }
        var first = Self.advance(line, from: line.startIndex, by: max(1, column - Self.width / 2) - 1)
        var end = Self.advance(line, from: first.index, by: Self.width)
        if end.count < Self.width, first.index > line.startIndex {
            // The line ends inside the window: show its last `width` characters. Walking
            // forward again is linear; walking back would not be, along a line of flags.
            let length = first.count + end.count
            first = Self.advance(line, from: line.startIndex, by: max(0, length - Self.width))
            end = Self.advance(line, from: first.index, by: Self.width)
        }
        let lastColumn = first.count + end.count
        characters = first.index..<end.index
        isCutBefore = first.index > line.startIndex
        isCutAfter = end.index < line.endIndex
        caretColumn = min(column, lastColumn + 1) - first.count + (isCutBefore ? 1 : 0)
    }

    /// The index `count` characters after `start`, or the end of the line, and how many
    /// characters were passed.
    private static func advance(_ line: Substring, from start: Substring.Index, by count: Int) -> (index: Substring.Index, count: Int) {
        var index = start
        var passed = 0
        while passed < count, index < line.endIndex {
            line.formIndex(after: &index)
            passed += 1
        }
        return (index, passed)
    }
}
