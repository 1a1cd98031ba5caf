import Domain

// What a fuzzer asks of Domain's seeded generator: the system's generator is never used, so an
// input is made again from its seed alone.
extension SplitMix64 {
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
