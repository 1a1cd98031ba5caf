import Foundation

/// Reads what ``CompactWriter`` wrote, in the order it was written. Anything else is a
/// ``CompactFormError`` at the byte where it went wrong, never a crash: the bytes come from
/// another process, which may have been killed midway or be at fault.
struct CompactReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// How many bytes were read.
    var offset: Int { position }

    /// Whether every byte was read.
    var isAtEnd: Bool { position == bytes.count }

    mutating func readInt() throws(CompactFormError) -> Int {
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let magnitude = try readDigits(end: UInt8(ascii: ","), what: "a number")
        guard magnitude <= (negative ? UInt64(Int.min.magnitude) : UInt64(Int.max)) else {
            throw CompactFormError(offset: position, expected: "a number that fits")
        }
        return negative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude)
    }

    mutating func readUInt64() throws(CompactFormError) -> UInt64 {
        try readDigits(end: UInt8(ascii: ","), what: "a number")
    }

    mutating func readBool() throws(CompactFormError) -> Bool {
        let start = position
        switch try readInt() {
        case 0: return false
        case 1: return true
        default: throw CompactFormError(offset: start, expected: "0 or 1")
        }
    }

    /// A count of things to follow: as big as the bytes left could hold, at most.
    mutating func readCount() throws(CompactFormError) -> Int {
        let start = position
        let count = try readInt()
        guard count >= 0, count <= bytes.count - position else { throw CompactFormError(offset: start, expected: "a count") }
        return count
    }

    mutating func readString() throws(CompactFormError) -> String {
        let start = position
        let count = try readDigits(end: UInt8(ascii: ":"), what: "a text's length")
        guard count <= UInt64(bytes.count - position) else { throw CompactFormError(offset: start, expected: "a text as long as its length") }
        let text = UnsafeBufferPointer(rebasing: bytes[position..<(position + Int(count))])
        position += Int(count)
        return String(unsafeUninitializedCapacity: text.count) { buffer in
            guard let target = buffer.baseAddress, let source = text.baseAddress else { return 0 }
            target.update(from: source, count: text.count)
            var searched = 0
            while searched < text.count, let found = memchr(target + searched, Int32(CompactWriter.newlineInText), text.count - searched) {
                let newline = found.assumingMemoryBound(to: UInt8.self)
                newline.pointee = UInt8(ascii: "\n")
                searched = newline - target + 1
            }
            return text.count
        }
    }

    /// Digits up to `end`, which is read too.
    private mutating func readDigits(end: UInt8, what: String) throws(CompactFormError) -> UInt64 {
        let start = position
        var value: UInt64 = 0
        while position < bytes.count, bytes[position] != end {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit <= 9 else { throw CompactFormError(offset: position, expected: what) }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { throw CompactFormError(offset: start, expected: "\(what) that fits") }
            value = sum
            position += 1
        }
        guard position < bytes.count, position > start else { throw CompactFormError(offset: position, expected: what) }
        position += 1
        return value
    }
}

/// Bytes that are not what ``CompactWriter`` writes: where, and what was expected there.
public struct CompactFormError: Error, Equatable, CustomStringConvertible {
    /// The offset of the byte at fault, from the first byte read.
    public let offset: Int
    public let expected: String

    public init(offset: Int, expected: String) {
        self.offset = offset
        self.expected = expected
    }

    public var description: String { "expected \(expected) at byte \(offset)" }
}
