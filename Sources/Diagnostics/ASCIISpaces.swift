/// Trimming the spaces and tabs around a line of plain ASCII by byte, in one loop that calls no
/// function per byte: nearly every line of code and of a scenario is ASCII, and Foundation's
/// trimming is the slow path, kept for the rest.
public enum ASCIISpaces {
    /// For `text` all ASCII, the byte offsets of the text without the spaces and tabs around it
    /// (`0..<0` when it is all spaces); nil when a byte is not ASCII, for the caller to trim as
    /// Foundation does.
    public static func trimmedBounds(of text: String) -> Range<Int>? {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return 0..<0 }
            let count = bytes.count
            var first = -1, last = -1, index = 0
            while index < count {
                let byte = base[index]
                if byte >= 0x80 { return nil }
                if byte != 0x20 && byte != 0x09 {
                    if first < 0 { first = index }
                    last = index
                }
                index += 1
            }
            return first < 0 ? 0..<0 : first..<(last + 1)
        }
    }
}
