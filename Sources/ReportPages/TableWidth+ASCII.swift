/// ``TableWidth/width(ofWidest:)`` for a cell all of whose bytes are ASCII, as most are: the
/// same runs and the same sums, read from the bytes rather than from a list of characters and
/// tags. A page of tables measures every cell, and in an unoptimised build the characters cost
/// more than all the rest of the page.
extension TableWidth {
    /// The width of the widest run of `html`, or nil for text with a byte outside ASCII or a
    /// carriage return, which ``characterWidth(ofWidest:)`` measures by its characters.
    static func asciiWidth(ofWidest html: String) -> Double? {
        var html = html
        return html.withUTF8 { bytes -> Double? in
            guard let start = bytes.baseAddress else { return 0 }
            var widest: Double?
            // The run being read, summed both ways: a run is code as a whole once any of it is.
            var text = 0.0, code = 0.0, length = 0, isCode = false, codeDepth = 0
            func breakHere() {
                if length > 0 { widest = max(widest ?? 0, isCode ? code : text) }
                (text, code, length, isCode) = (0, 0, 0, codeDepth > 0)
            }
            func add(_ byte: UInt8) {
                text += asciiEm(byte) * textSize
                code += 0.6 * codeSize
                length += 1
                isCode = isCode || codeDepth > 0
            }
            var offset = 0
            while offset < bytes.count {
                let byte = start[offset]
                // A carriage return before a line feed makes one character of the two.
                guard byte < 0x80, byte != 0x0D else { return nil }
                if byte == UInt8(ascii: "<"), let close = firstOffset(of: UInt8(ascii: ">"), in: start, from: offset, to: bytes.count) {
                    switch tagName(start, from: offset + 1, to: close) {
                    case "wbr", "br": breakHere()
                    case "code":
                        codeDepth += 1
                        isCode = true
                    case "/code": codeDepth = max(0, codeDepth - 1)
                    default: break
                    }
                    offset = close + 1
                } else if byte == UInt8(ascii: "&"), let end = firstOffset(of: UInt8(ascii: ";"), in: start, from: offset, to: min(offset + 10, bytes.count)) {
                    // An entity is one placeholder character, as wide as a capital.
                    add(UInt8(ascii: "W"))
                    offset = end + 1
                } else if isWhitespace(byte) {
                    breakHere()
                    offset += 1
                } else {
                    add(byte)
                    offset += 1
                    // A hyphen ends its run unless a digit follows it as text.
                    if byte == UInt8(ascii: "-"), !(offset < bytes.count && isDigit(start[offset])) {
                        breakHere()
                    }
                }
            }
            breakHere()
            return widest ?? 0
        }
    }

    /// The em width ``width(of:code:)`` gives an ASCII character outside code.
    private static func asciiEm(_ byte: UInt8) -> Double {
        switch byte {
        case UInt8(ascii: "f"), UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "l"), UInt8(ascii: "r"), UInt8(ascii: "t"): 0.5
        case UInt8(ascii: "m"), UInt8(ascii: "w"): 1.05
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 0.72
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): 0.86
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 0.7
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"): 0.42
        default: 0.9
        }
    }

    /// A tag's lower-case name: what follows `<` up to white space, a trailing `/` left out.
    private static func tagName(_ start: UnsafePointer<UInt8>, from first: Int, to close: Int) -> String {
        var end = first
        while end < close, !isWhitespace(start[end]) { end += 1 }
        if end > first, start[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return String(decoding: UnsafeBufferPointer(start: start + first, count: end - first), as: UTF8.self).lowercased()
    }

    private static func firstOffset(of byte: UInt8, in start: UnsafePointer<UInt8>, from first: Int, to end: Int) -> Int? {
        var offset = first
        while offset < end {
            if start[offset] == byte { return offset }
            offset += 1
        }
        return nil
    }

    /// `Character.isWhitespace` for ASCII: space and the controls from tab to carriage return.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
