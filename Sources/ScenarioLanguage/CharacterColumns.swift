/// The column of a byte of a line, counted in characters (grapheme clusters) from 1, as a
/// reader sees the line and as a message's caret stands under it. Asked for byte offsets
/// that never go back, it walks the line once, whatever its length.
struct CharacterColumns {
    private let line: Substring
    /// The first character not yet counted, and its column.
    private var next: String.Index
    private var nextColumn = 1

    init(_ line: Substring) {
        // A line cut from its file at a byte offset need not start where Swift knows a
        // character begins, and then every step to the next character looks back to find one:
        // along a line of flags, back to its start. A copy of its own starts on a character.
        self.line = Substring(String(line))
        next = self.line.startIndex
    }

    /// The column of the character the byte at `offset` begins: one past the characters that
    /// begin before it. A byte inside a character (a combining mark after a space) counts as
    /// the start of the next one, so a column is never past the end of the line plus one.
    mutating func column(at offset: Int) -> Int {
        let target = line.utf8.index(line.startIndex, offsetBy: offset)
        while next < target {
            next = line.index(after: next)
            nextColumn += 1
        }
        return nextColumn
    }

    /// The character that contains the byte at `offset`, for a message.
    func character(at offset: Int) -> Character {
        let target = line.utf8.index(line.startIndex, offsetBy: offset)
        return line[target...].first ?? " "
    }
}
