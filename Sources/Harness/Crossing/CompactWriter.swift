import Foundation

/// Writes values one after another as bytes that hold no newline, so that a worker's answer is
/// one line (``CompactReader`` reads them back in the same order):
///
/// - a whole number as its decimal digits and a comma: `-12,`;
/// - a text as its count of UTF-8 bytes, a colon and the bytes, each newline written as the
///   byte 0xFF, which UTF-8 never uses: `5:a\u{FF}bcd`;
/// - a list as its count, then its elements.
///
/// No names and no quoting: Foundation's JSON coders spent more work on a worker's answer than
/// most scenarios' steps did, writing it in the worker and building a tree of it in the parent.
/// The bytes go through a pointer of its own, which an unoptimised build inlines, where an
/// array's generic appends cost it thousands of instructions a number.
final class CompactWriter {
    /// The byte a newline inside a text is written as.
    static let newlineInText: UInt8 = 0xFF

    // Written by one caller at a time: checking each access at run time, as an unoptimised
    // build does for a class's properties, cost more than the writing.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity = 4_096
    @exclusivity(unchecked) private var count = 0

    init() {
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// What was written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    func write(_ number: Int) {
        if number < 0 {
            makeRoom(for: 1)
            storage[count] = UInt8(ascii: "-")
            count += 1
        }
        writeDigits(UInt64(number.magnitude), then: UInt8(ascii: ","))
    }

    func write(_ number: UInt64) {
        writeDigits(number, then: UInt8(ascii: ","))
    }

    func write(_ flag: Bool) {
        writeDigits(flag ? 1 : 0, then: UInt8(ascii: ","))
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            writeDigits(UInt64(utf8.count), then: UInt8(ascii: ":"))
            guard let source = utf8.baseAddress else { return }
            makeRoom(for: utf8.count)
            let start = storage + count
            start.update(from: source, count: utf8.count)
            count += utf8.count
            var searched = 0
            while searched < utf8.count, let found = memchr(start + searched, Int32(UInt8(ascii: "\n")), utf8.count - searched) {
                let newline = found.assumingMemoryBound(to: UInt8.self)
                newline.pointee = Self.newlineInText
                searched = newline - start + 1
            }
        }
    }

    private func writeDigits(_ number: UInt64, then end: UInt8) {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        makeRoom(for: digits + 1)
        let start = storage + count
        start[digits] = end
        rest = number
        var index = digits - 1
        repeat {
            start[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            index -= 1
        } while rest > 0
        count += digits + 1
    }

    private func makeRoom(for more: Int) {
        guard count + more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = grown
    }
}
