@testable import Harness
import Testing

struct SnapshotDigestTests {
    @Test func theFirstLaneIsFNV1a() {
        // FNV-1a's published 64-bit values: the offset basis for no bytes, then "a" and "foobar".
        #expect(SnapshotDigest(of: "").first == 0xCBF2_9CE4_8422_2325)
        #expect(SnapshotDigest(of: "a").first == 0xAF63_DC4C_8601_EC8C)
        #expect(SnapshotDigest(of: "foobar").first == 0x8594_4171_F739_67E8)
    }

    @Test func theSecondLaneStartsAndMultipliesOtherwise() {
        // (0x6C62272E07BB0142 ^ 0x61) × 0x9E3779B97F4A7C15, modulo 2^64.
        #expect(SnapshotDigest(of: "").second == 0x6C62_272E_07BB_0142)
        #expect(SnapshotDigest(of: "a").second == 0x6A5D_E16E_E802_0BDF)
    }

    @Test func theDigestIsOfTheUTF8Bytes() {
        // "é" is the two bytes C3 A9.
        #expect(SnapshotDigest(of: "\u{E9}") == SnapshotDigest(of: String(decoding: [0xC3, 0xA9], as: UTF8.self)))
        #expect(SnapshotDigest(of: "\u{E9}").first == 0x0AC2_1707_B718_1E01)
    }

    @Test func textsThatDifferInOneByteHaveDifferentDigests() {
        let four = "screen search \"Search\"   stack: search\nsearch.status  label \"4 songs\"\n"
        let five = "screen search \"Search\"   stack: search\nsearch.status  label \"5 songs\"\n"
        #expect(SnapshotDigest(of: four) == SnapshotDigest(of: String(four)))
        #expect(SnapshotDigest(of: four) != SnapshotDigest(of: five))
    }
}
