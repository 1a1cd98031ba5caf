/// The column of a byte of a line, counted in characters (grapheme clusters) from 1, as a
/// reader sees the line and as a message's caret stands under it. Asked for byte offsets
/// that never go back, it walks the line once, whatever its length.
struct CharacterColumns {
    private let line: Substring
    /// Whether every byte of the line is ASCII: then each byte is a character, and its column
    /// is its offset plus one. Most lines of most scenarios are.
    private let isASCII: Bool
    /// The first character not yet counted, and its column.
    private var next: String.Index
    private var nextColumn = 1

    /// - Parameter bytes: The line's UTF-8 bytes, which the lexer has read already.
    init(_ line: Substring, bytes: [UInt8]) {
        isASCII = bytes.withUnsafeBufferPointer { buffer in
            // Indexed through the pointer, which an unoptimised build inlines.
            guard let start = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                if start[offset] >= 0x80 { return false }
                offset += 1
            }
            return true
        }
        // A line cut from its file at a byte offset need not start where Swift knows a
        // character begins, and then every step to the next character looks back to find one:
        // along a line of flags, back to its start. A copy of its own starts on a character.
        self.line = isASCII ? line : Substring(String(line))
        next = self.line.startIndex
    }

    /// The column of the character the byte at `offset` begins: one past the characters that
    /// begin before it. A byte inside a character (a combining mark after a space) counts as
    /// the start of the next one, so a column is never past the end of the line plus one.
    mutating func column(at offset: Int) -> Int {
        if isASCII { return offset + 1 }
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
