/// A 128-bit fingerprint of a snapshot's text: two runs agree at a step when their digests are
/// equal, so a run need not keep every step's text to be compared.
///
/// Two FNV-1a-style lanes over the UTF-8 bytes, each with its own start and multiplier. Unlike
/// Swift's `Hasher`, which is seeded afresh in every process, the same text gives the same
/// digest in every process and on every machine, so runs made apart can be compared.
public struct SnapshotDigest: Sendable, Hashable, Codable {
    /// The first lane: FNV-1a with its published 64-bit offset basis and prime.
    public let first: UInt64
    /// The second lane: another start and another odd multiplier, so that two texts that meet
    /// in one lane are not bound to meet in the other.
    public let second: UInt64

    /// The digest whose lanes are `first` and `second`, as a record sent between processes
    /// holds it.
    init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    /// The digest of `text`.
    public init(of text: String) {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x6C62_272E_07BB_0142
        var contiguous = text
        contiguous.withUTF8 { bytes in
            // Indexed through the pointer, which an unoptimised build inlines, rather than
            // iterated, which costs it a call per byte: every step of every run is digested.
            guard let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let byte = UInt64(start[offset])
                first = (first ^ byte) &* 0x0000_0100_0000_01B3
                second = (second ^ byte) &* 0x9E37_79B9_7F4A_7C15
                offset += 1
            }
        }
        self.first = first
        self.second = second
    }
}
