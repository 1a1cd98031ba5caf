import Domain
// The mutations aimed at a structure: a number, a value, a word, a member.

extension Mutator {
    /// How deep ``Mutation/deepNesting`` nests: around the decoders' limit of 512, and far
    /// past it. The deepest are rare, to keep the suite's time.
    static func nestingDepth(_ random: inout SplitMix64) -> Int {
        switch random.below(500) {
        case 0: 100_000
        case 1..<25: 5_000
        default: random.element(of: [2, 64, 510, 511, 512, 513, 514, 1_000])
        }
    }

    /// Puts a huge number in place of a number, or anywhere when there is none.
    func insertHugeNumber(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let number = random.element(of: Self.hugeNumbers)
        let spans = numberSpans(in: bytes)
        guard !spans.isEmpty else {
            let offset = randomBoundary(in: bytes, &random)
            bytes.insert(contentsOf: Array(number.utf8), at: offset)
            return "\(number) at \(offset)"
        }
        let span = random.element(of: spans)
        bytes.replaceSubrange(span, with: Array(number.utf8))
        return "\(number) in place of the number at \(span.lowerBound)"
    }

    /// Wraps a JSON value in arrays or objects, or opens them and never closes them.
    func nestValue(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let depth = Self.nestingDepth(&random)
        let inObjects = random.oneIn(2)
        let opening = inObjects ? #"{"d":"# : "[", closing = inObjects ? "}" : "]"
        let values = JSONShape(bytes).values
        let start = values.isEmpty ? 0 : random.element(of: values)
        let end = JSONShape.valueEnd(in: bytes, from: start)
        let closes = end != nil && !random.oneIn(5)
        if closes, let end { bytes.insert(contentsOf: Array(String(repeating: closing, count: depth).utf8), at: end) }
        bytes.insert(contentsOf: Array(String(repeating: opening, count: depth).utf8), at: start)
        return "\(depth) levels of \(inObjects ? "objects" : "arrays") at \(start)\(closes ? "" : ", never closed")"
    }

    /// Wraps a scenario word in brackets, as a row reference holds one: `[[[3]]]`.
    func nestWord(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let depth = Self.nestingDepth(&random)
        let starts = bytes.indices.filter { !Byte.endsBareWord(bytes[$0]) && ($0 == 0 || Byte.endsBareWord(bytes[$0 - 1])) }
        let start = starts.isEmpty ? randomBoundary(in: bytes, &random) : random.element(of: starts)
        var end = start
        while end < bytes.count, !Byte.endsBareWord(bytes[end]) { end += 1 }
        bytes.insert(contentsOf: Array(String(repeating: "]", count: depth).utf8), at: end)
        bytes.insert(contentsOf: Array(String(repeating: "[", count: depth).utf8), at: start)
        return "\(depth) levels of brackets around the word at \(start)"
    }

    /// Gives a JSON member again, right after itself: `"a": 1, "a": 1`.
    func duplicateMember(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let members = JSONShape(bytes).members
        guard !members.isEmpty else { return "no member to give twice" }
        let member = random.element(of: members)
        guard let end = JSONShape.valueEnd(in: bytes, from: member.value) else { return "the member at \(member.name) has no end" }
        bytes.insert(contentsOf: Array(", ".utf8) + bytes[member.name..<end], at: end)
        return "the member at \(member.name) given twice"
    }

    /// The numbers in the text: a digit, with a minus sign before it, and the digits,
    /// decimal point and exponent after it.
    private func numberSpans(in bytes: [UInt8]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var offset = 0
        while offset < bytes.count {
            guard Byte.isDigit(bytes[offset]) else {
                offset += 1
                continue
            }
            let start = offset > 0 && bytes[offset - 1] == UInt8(ascii: "-") ? offset - 1 : offset
            offset += 1
            while offset < bytes.count, continuesNumber(bytes, at: offset) { offset += 1 }
            spans.append(start..<offset)
        }
        return spans
    }

    /// A digit; a point or an exponent sign followed by a digit; a sign after an exponent sign.
    private func continuesNumber(_ bytes: [UInt8], at offset: Int) -> Bool {
        let byte = bytes[offset]
        if Byte.isDigit(byte) { return true }
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            return Byte.isDigit(next) || (byte != UInt8(ascii: ".") && (next == UInt8(ascii: "+") || next == UInt8(ascii: "-")))
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            return bytes[offset - 1] == UInt8(ascii: "e") || bytes[offset - 1] == UInt8(ascii: "E")
        default:
            return false
        }
    }
}
