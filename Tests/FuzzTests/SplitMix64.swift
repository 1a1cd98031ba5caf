/// A small seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64): the same seed
/// gives the same numbers on every machine and every run, so a fuzz input is reproduced from
/// its seed alone. The system's generator is never used.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 up to but not including `bound`, which must be positive. The modulo's
    /// slight bias does not matter to a fuzzer, and keeps the numbers the same everywhere.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "an empty range has no random number")
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True once in `count` times on average.
    mutating func oneIn(_ count: Int) -> Bool {
        below(count) == 0
    }

    /// One element of a collection that is not empty.
    mutating func element<C: RandomAccessCollection>(of collection: C) -> C.Element {
        collection[collection.index(collection.startIndex, offsetBy: below(collection.count))]
    }
}
