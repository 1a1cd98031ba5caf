import LiveSearch
import Testing

struct TokenBucketTests {
    @Test func aFullBucketLetsItsCapacityGoAtOnceThenOneAnInterval() {
        var bucket = TokenBucket(capacity: 2, interval: .seconds(3))

        // At 0: two tokens, then each further request waits one interval more than the last.
        #expect(bucket.reserve(at: .zero) == .zero)
        #expect(bucket.reserve(at: .zero) == .zero)
        #expect(bucket.reserve(at: .zero) == .seconds(3))
        #expect(bucket.reserve(at: .zero) == .seconds(6))
        // At 6 s two tokens came back, both promised already: the next waits until 9 s.
        #expect(bucket.reserve(at: .seconds(6)) == .seconds(3))
        // At 9 s, exactly one interval on, the one token that came back is promised too.
        #expect(bucket.reserve(at: .seconds(9)) == .seconds(3))
        // Long idle fills the bucket to its capacity, no more.
        #expect(bucket.reserve(at: .seconds(100)) == .zero)
        #expect(bucket.reserve(at: .seconds(100)) == .zero)
        #expect(bucket.reserve(at: .seconds(100)) == .seconds(3))
    }

    @Test func aHalfIntervalBringsBackHalfAToken() {
        var bucket = TokenBucket(capacity: 1, interval: .seconds(4))

        #expect(bucket.reserve(at: .zero) == .zero)
        // 2 s later half a token is back: the other half comes 2 s on.
        #expect(bucket.reserve(at: .seconds(2)) == .seconds(2))
    }

    @Test func theITunesPaceIsTwentyAMinute() {
        #expect(TokenBucket.iTunesSearch.capacity == 20)
        #expect(TokenBucket.iTunesSearch.interval * 20 == .seconds(60))
    }
}
