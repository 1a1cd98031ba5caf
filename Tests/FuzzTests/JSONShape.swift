/// Where the member names and values of a JSON text stand, found by one forward walk that
/// knows strings and brackets and nothing else: enough to aim a mutation at a value or a
/// member, and forgiving, as a text already mutated may be broken anywhere.
struct JSONShape {
    /// A member: where its name's opening quote stands and where its value begins.
    struct Member {
        let name: Int
        let value: Int
    }

    /// The members, in file order.
    private(set) var members: [Member] = []
    /// Where each value inside an array or an object begins, in file order.
    private(set) var values: [Int] = []

    init(_ bytes: [UInt8]) {
        var offset = 0
        var lastString: (start: Int, end: Int)?
        while offset < bytes.count {
            switch bytes[offset] {
            case Byte.quote:
                let end = Self.stringEnd(in: bytes, from: offset)
                lastString = (offset, end)
                offset = end
                continue
            case Byte.colon:
                let value = Self.skippingWhitespace(bytes, from: offset + 1)
                values.append(value)
                if let name = lastString, Self.skippingWhitespace(bytes, from: name.end) == offset {
                    members.append(Member(name: name.start, value: value))
                }
            case Byte.openingBracket, Byte.comma:
                values.append(Self.skippingWhitespace(bytes, from: offset + 1))
            default:
                break
            }
            offset += 1
        }
    }

    /// Just past the value that begins at `start`: a string, a bracketed array or object, or
    /// a bare word such as a number; nil when the text ends first.
    static func valueEnd(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case Byte.quote:
            let end = stringEnd(in: bytes, from: start)
            return end <= bytes.count && bytes[end - 1] == Byte.quote ? end : nil
        case Byte.openingBracket, Byte.openingBrace:
            var depth = 0
            var offset = start
            while offset < bytes.count {
                switch bytes[offset] {
                case Byte.quote:
                    offset = stringEnd(in: bytes, from: offset)
                    continue
                case Byte.openingBracket, Byte.openingBrace:
                    depth += 1
                case Byte.closingBracket, Byte.closingBrace:
                    depth -= 1
                    if depth == 0 { return offset + 1 }
                default:
                    break
                }
                offset += 1
            }
            return nil
        default:
            var offset = start
            while offset < bytes.count, !Byte.endsBareWord(bytes[offset]) { offset += 1 }
            return offset > start ? offset : nil
        }
    }

    /// Just past the closing quote of the string whose opening quote is at `start`, or the
    /// end of the text when it never closes.
    private static func stringEnd(in bytes: [UInt8], from start: Int) -> Int {
        var offset = start + 1
        while offset < bytes.count {
            switch bytes[offset] {
            case Byte.backslash: offset += 2
            case Byte.quote: return offset + 1
            default: offset += 1
            }
        }
        return bytes.count
    }

    private static func skippingWhitespace(_ bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset < bytes.count, Byte.isWhitespace(bytes[offset]) { offset += 1 }
        return offset
    }
}
