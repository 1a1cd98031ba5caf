/// A character no scenario line may hold, found among the line's UTF-8 bytes. A line has lost
/// its LF or CRLF before it is read, so a carriage return in it ends no line, and neither do
/// the other line breaks an editor may show; other control characters, and a byte-order mark
/// after the start of the file, are invisible. A string writes any of them as a `\u{XXXX}`
/// escape. The tab is the one control character a line may hold.
struct RefusedCharacter: Equatable {
    /// The character's Unicode scalar value.
    let scalar: UInt32
    /// How many bytes it takes in UTF-8.
    let length: Int

    /// The refused character whose first byte is `bytes[offset]`, if it is one.
    init?(at offset: Int, in bytes: [UInt8]) {
        let byte = bytes[offset]
        switch byte {
        case 0x09:
            return nil
        case ..<0x20, 0x7F:
            (scalar, length) = (UInt32(byte), 1)
        case 0xC2 where offset + 1 < bytes.count && bytes[offset + 1] >= 0x80 && bytes[offset + 1] <= 0x9F:
            (scalar, length) = (UInt32(bytes[offset + 1]), 2)
        case 0xE2 where offset + 2 < bytes.count && bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9):
            (scalar, length) = (0x2000 + UInt32(bytes[offset + 2] - 0x80), 3)
        case 0xEF where offset + 2 < bytes.count && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF:
            (scalar, length) = (0xFEFF, 3)
        default:
            return nil
        }
    }

    /// Whether `byte` may begin a refused character: a quick test that rules out the rest.
    static func mayBegin(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
    }

    /// The byte offset of the first refused character in `bytes`, and the character.
    static func first(in bytes: [UInt8]) -> (offset: Int, character: RefusedCharacter)? {
        var offset = 0
        while offset < bytes.count {
            if mayBegin(bytes[offset]), let refused = RefusedCharacter(at: offset, in: bytes) {
                return (offset, refused)
            }
            offset += 1
        }
        return nil
    }

    /// What is wrong, and how to write the character instead.
    var message: String {
        switch scalar {
        case 0x0D:
            "a carriage return (CR) alone ends no line; end lines with LF or CRLF"
        case 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
            "a line break other than LF or CRLF (\(codePoint)) ends no line here; end lines with LF or CRLF"
        case 0xFEFF:
            "a byte-order mark (U+FEFF) may only begin the file; in a string, write it as \\u{FEFF}"
        default:
            "a control character (\(codePoint)) cannot stand in a scenario; in a string, write it as \\u{\(String(scalar, radix: 16, uppercase: true))}"
        }
    }

    /// How a quoted line shows the character, one column wide: a C0 control character or
    /// DEL as its Control Pictures sign (a carriage return as ␍, NUL as ␀), any other as �.
    var picture: Unicode.Scalar {
        switch scalar {
        case ..<0x20: Unicode.Scalar(0x2400 + scalar)!
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }

    /// The ``picture`` in UTF-8: three bytes, as every picture is in U+0800…U+FFFF.
    var pictureBytes: (UInt8, UInt8, UInt8) {
        let value = picture.value
        return (0xE0 | UInt8(value >> 12), 0x80 | UInt8((value >> 6) & 0x3F), 0x80 | UInt8(value & 0x3F))
    }

    /// `U+000D`: at least four hexadecimal digits.
    private var codePoint: String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
