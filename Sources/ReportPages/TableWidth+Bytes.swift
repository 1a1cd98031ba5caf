/// ``TableWidth/width(ofWidest:)`` for a cell whose characters are each one byte of ASCII or
/// one of the few other characters the report writes (``standalone``), as all of its cells
/// are: the same runs and the same sums, read from the bytes rather than from a list of
/// characters and tags. A page of tables measures every cell, and in an unoptimised build the
/// characters cost more than all the rest of the page.
extension TableWidth {
    /// The characters outside ASCII the report writes (a no-break space, `×`, `–`, `→`, `≈`,
    /// `✓`…): each is one scalar that joins no neighbour into one character, so a cell of them
    /// and ASCII has as many characters as scalars. Any other scalar (an accent that combines,
    /// a variation selector) leaves the cell to ``characterWidth(ofWidest:)``.
    static let standalone: Set<UInt32> = [
        0xA0, 0xB1, 0xB5, 0xB7, 0xD7, 0x2013, 0x2014, 0x2019, 0x201C, 0x201D, 0x2026, 0x2192, 0x2194, 0x21C4, 0x2212,
        0x2248, 0x2713, 0x2794,
    ]

    /// The width of the widest run of `html`, or nil for text with a scalar outside ASCII and
    /// ``standalone`` or a carriage return, which ``characterWidth(ofWidest:)`` measures by
    /// its characters.
    static func byteWidth(ofWidest html: String) -> Double? {
        var html = html
        return html.withUTF8 { bytes -> Double? in
            guard let start = bytes.baseAddress else { return 0 }
            guard isOneScalarACharacter(start, count: bytes.count) else { return nil }
            var widest: Double?
            // The run being read, summed both ways: a run is code as a whole once any of it is.
            var text = 0.0, code = 0.0, length = 0, isCode = false, codeDepth = 0
            func breakHere() {
                if length > 0 { widest = max(widest ?? 0, isCode ? code : text) }
                (text, code, length, isCode) = (0, 0, 0, codeDepth > 0)
            }
            func add(px: Double) {
                text += px
                code += 0.6 * codeSize
                length += 1
                isCode = isCode || codeDepth > 0
            }
            var offset = 0
            while offset < bytes.count {
                let byte = start[offset]
                if byte >= 0x80 {
                    let (scalar, size) = scalar(start, at: offset)
                    let character = Character(scalar)
                    if character.isWhitespace {
                        breakHere()
                    } else {
                        add(px: width(of: character, code: false))
                        if character == "–" || character == "—" { breakHere() }
                    }
                    offset += size
                } else if byte == UInt8(ascii: "<"), let close = firstOffset(of: UInt8(ascii: ">"), in: start, from: offset, to: bytes.count) {
                    switch tagName(start, from: offset + 1, to: close) {
                    case "wbr", "br": breakHere()
                    case "code":
                        codeDepth += 1
                        isCode = true
                    case "/code": codeDepth = max(0, codeDepth - 1)
                    default: break
                    }
                    offset = close + 1
                } else if byte == UInt8(ascii: "&"), let end = entityEnd(start, from: offset, count: bytes.count) {
                    // An entity is one placeholder character, as wide as a capital.
                    add(px: asciiEm(UInt8(ascii: "W")) * textSize)
                    offset = end + 1
                } else if isWhitespace(byte) {
                    breakHere()
                    offset += 1
                } else {
                    add(px: asciiEm(byte) * textSize)
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
        // A no-break space is white space too, to the characters.
        let name = String(decoding: UnsafeBufferPointer(start: start + first, count: end - first), as: UTF8.self).prefix { !$0.isWhitespace }
        return String(name.hasSuffix("/") ? name.dropLast() : name).lowercased()
    }

    /// Whether every character of the bytes is one scalar: ASCII but a carriage return (which
    /// makes one character with a line feed after it), or one of ``standalone``.
    private static func isOneScalarACharacter(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        var offset = 0
        while offset < count {
            let byte = start[offset]
            if byte < 0x80 {
                guard byte != 0x0D else { return false }
                offset += 1
            } else {
                let (scalar, size) = scalar(start, at: offset)
                guard size > 0, offset + size <= count, standalone.contains(scalar.value) else { return false }
                offset += size
            }
        }
        return true
    }

    /// The scalar whose UTF-8 starts at `offset` and its length in bytes (0 for a byte that
    /// starts none). The bytes are a Swift string's, so well formed.
    private static func scalar(_ start: UnsafePointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = start[offset]
        let size = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : lead < 0x80 ? 1 : 0
        guard size > 0 else { return ("\u{0}", 0) }
        var value = size == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (size + 1))
        for next in 1..<size { value = value << 6 | UInt32(start[offset + next] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{0}", size)
    }

    /// Where the `;` of an entity starting at `ampersand` is: within its first ten characters
    /// (each one scalar here, as ``isOneScalarACharacter(_:count:)`` made sure).
    private static func entityEnd(_ start: UnsafePointer<UInt8>, from ampersand: Int, count: Int) -> Int? {
        var (offset, characters) = (ampersand, 0)
        while offset < count, characters < 10 {
            if start[offset] == UInt8(ascii: ";") { return offset }
            offset += max(scalar(start, at: offset).1, 1)
            characters += 1
        }
        return nil
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
