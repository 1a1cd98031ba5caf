import Domain
/// Applies a ``Mutation`` to a file's bytes: the same bytes and the same random numbers give
/// the same result. The mutations that aim at a structure (a value, a member, a string) follow
/// JSON's grammar in a fixture and the scenario language's in a scenario; the rest work on any
/// bytes. Each says what it did, so a failure message can name it.
struct Mutator {
    /// Whether the file is JSON rather than a scenario.
    let isJSON: Bool

    /// Changes `bytes` by `mutation`.
    ///
    /// - Returns: What was done, such as `byteFlip: 120 0x41→0x43`.
    func apply(_ mutation: Mutation, to bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let done = switch mutation {
        case .byteFlip: flipBytes(&bytes, &random)
        case .truncation: truncate(&bytes, &random)
        case .lineEndings: changeLineEndings(&bytes, &random)
        case .byteOrderMark: insertByteOrderMark(&bytes, &random)
        case .invalidUTF8: insertInvalidUTF8(&bytes, &random)
        case .nul: insertNul(&bytes, &random)
        case .hugeNumber: insertHugeNumber(&bytes, &random)
        case .deepNesting: isJSON ? nestValue(&bytes, &random) : nestWord(&bytes, &random)
        case .duplicateKey: isJSON && random.oneIn(2) ? duplicateMember(&bytes, &random) : duplicateLine(&bytes, &random)
        case .loneSurrogate: insertSurrogateEscape(&bytes, &random)
        case .longLine: lengthenLine(&bytes, &random)
        case .unusualCharacter: insertUnusualCharacter(&bytes, &random)
        }
        return "\(mutation.rawValue): \(done)"
    }

    // MARK: - Bytes

    private func flipBytes(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        guard !bytes.isEmpty else {
            bytes = [UInt8(random.below(256))]
            return "the empty file became \(hex(bytes[0]))"
        }
        var changes: [String] = []
        for _ in 0..<random.inRange(1...4) {
            let offset = random.below(bytes.count)
            let old = bytes[offset]
            bytes[offset] = random.oneIn(2) ? old ^ (1 << UInt8(random.below(8))) : UInt8(random.below(256))
            changes.append("\(offset) \(hex(old))→\(hex(bytes[offset]))")
        }
        return changes.joined(separator: ", ")
    }

    private func truncate(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let length = random.below(bytes.count + 1)
        bytes.removeSubrange(length...)
        return "cut to \(length) bytes"
    }

    private func insertByteOrderMark(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let offset = random.oneIn(4) ? randomBoundary(in: bytes, &random) : 0
        bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: offset)
        return "at \(offset)"
    }

    private func insertInvalidUTF8(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let sequence = random.element(of: Self.invalidSequences)
        let offset = randomBoundary(in: bytes, &random)
        if random.oneIn(4), offset < bytes.count {
            bytes.replaceSubrange(offset...offset, with: sequence)
            return "\(sequence.map(hex).joined(separator: " ")) in place of the byte at \(offset)"
        }
        bytes.insert(contentsOf: sequence, at: offset)
        return "\(sequence.map(hex).joined(separator: " ")) at \(offset)"
    }

    private func insertNul(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let offset = randomBoundary(in: bytes, &random)
        if random.oneIn(3), offset < bytes.count, bytes[offset] < 0x80 {
            bytes[offset] = 0
            return "in place of the byte at \(offset)"
        }
        bytes.insert(0, at: offset)
        return "at \(offset)"
    }

    // MARK: - Lines

    private func changeLineEndings(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        guard let lineFeed = randomOccurrence(of: Byte.lineFeed, in: bytes, &random) else {
            let offset = randomBoundary(in: bytes, &random)
            bytes.insert(Byte.carriageReturn, at: offset)
            return "a lone CR at \(offset)"
        }
        switch random.below(6) {
        case 0:
            var withCRLF: [UInt8] = []
            withCRLF.reserveCapacity(bytes.count + bytes.count / 8)
            for (offset, byte) in bytes.enumerated() {
                if byte == Byte.lineFeed, offset == 0 || bytes[offset - 1] != Byte.carriageReturn { withCRLF.append(Byte.carriageReturn) }
                withCRLF.append(byte)
            }
            bytes = withCRLF
            return "every LF to CRLF"
        case 1:
            bytes.insert(Byte.carriageReturn, at: lineFeed)
            return "the LF at \(lineFeed) to CRLF"
        case 2:
            bytes[lineFeed] = Byte.carriageReturn
            return "the LF at \(lineFeed) to a lone CR"
        case 3:
            let offset = randomBoundary(in: bytes, &random)
            bytes.insert(Byte.carriageReturn, at: offset)
            return "a lone CR at \(offset)"
        case 4:
            bytes.remove(at: lineFeed)
            return "the LF at \(lineFeed) removed"
        default:
            bytes = bytes.indices.compactMap { offset in
                bytes[offset] == Byte.carriageReturn && offset + 1 < bytes.count && bytes[offset + 1] == Byte.lineFeed ? nil : bytes[offset]
            }
            return "every CRLF to LF"
        }
    }

    private func duplicateLine(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let start = randomOccurrence(of: Byte.lineFeed, in: bytes, &random).map { $0 + 1 } ?? 0
        let end = bytes[start...].firstIndex(of: Byte.lineFeed).map { $0 + 1 } ?? bytes.count
        let line = Array(bytes[start..<end])
        bytes.insert(contentsOf: line.last == Byte.lineFeed ? line : line + [Byte.lineFeed], at: start)
        return "the line at \(start) given twice"
    }

    private func lengthenLine(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        // Most lines grow by hundreds or thousands of characters; by ten thousand, a hundred
        // thousand or a million rarely, and the longest by one byte repeated, to keep the
        // suite's time.
        let (unit, count) = switch random.below(1_000) {
        case 0: (random.element(of: [" ", "a"]), 1_000_000)
        case 1..<5: (random.element(of: [" ", "a", "#"]), 100_000)
        case 5..<50: (random.element(of: Self.lineUnits), 10_000)
        default: (random.element(of: Self.lineUnits), random.element(of: [100, 1_000]))
        }
        let offset = isJSON && random.oneIn(2) ? afterRandomQuote(in: bytes, &random) : randomBoundary(in: bytes, &random)
        bytes.insert(contentsOf: Array(String(repeating: unit, count: count).utf8), at: offset)
        return "\(count) × \(unit.debugDescription) at \(offset)"
    }

    // MARK: - Characters

    private func insertSurrogateEscape(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let escape = random.element(of: isJSON ? Self.jsonEscapes : Self.scenarioEscapes)
        let offset = afterRandomQuote(in: bytes, &random)
        bytes.insert(contentsOf: Array(escape.utf8), at: offset)
        return "\(escape) at \(offset)"
    }

    private func insertUnusualCharacter(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let character = random.element(of: Self.unusualCharacters)
        let offset = randomBoundary(in: bytes, &random)
        bytes.insert(contentsOf: Array(character.utf8), at: offset)
        return "\(character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")) at \(offset)"
    }

    // MARK: - Places

    /// A random offset where a character begins, or the end.
    func randomBoundary(in bytes: [UInt8], _ random: inout SplitMix64) -> Int {
        var offset = random.below(bytes.count + 1)
        while offset < bytes.count, Byte.isContinuation(bytes[offset]) { offset += 1 }
        return offset
    }

    /// Just after a double quote, the first from a random offset on: inside a string when
    /// the quote opens one.
    private func afterRandomQuote(in bytes: [UInt8], _ random: inout SplitMix64) -> Int {
        randomOccurrence(of: Byte.quote, in: bytes, &random).map { $0 + 1 } ?? randomBoundary(in: bytes, &random)
    }

    /// The first `byte` from a random offset on, going round to the start; nil when there is none.
    func randomOccurrence(of byte: UInt8, in bytes: [UInt8], _ random: inout SplitMix64) -> Int? {
        let offset = random.below(bytes.count + 1)
        return bytes[offset...].firstIndex(of: byte) ?? bytes[..<offset].firstIndex(of: byte)
    }
}

/// `0x0A`, for a message.
func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" + digits : digits)
}
