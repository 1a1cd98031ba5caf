/// The pace of requests a live API allows, as a token bucket: `capacity` requests at once,
/// then one more every `interval`. A request with no token left is not refused: it is told
/// how long to wait for the token it reserves, so requests keep their order.
///
/// Apple documents the iTunes Search API at about 20 calls a minute: ``iTunesSearch`` is a
/// bucket of 20, one token back every 3 seconds.
public struct TokenBucket: Sendable {
    public let capacity: Int
    public let interval: Duration
    /// Tokens left, in intervals' worth; below zero, tokens already promised to waiting requests.
    private var tokens: Double
    private var lastRefill: Duration

    /// A full bucket at `start`.
    public init(capacity: Int, interval: Duration, start: Duration = .zero) {
        self.capacity = capacity
        self.interval = interval
        tokens = Double(capacity)
        lastRefill = start
    }

    /// About 20 a minute.
    public static let iTunesSearch = TokenBucket(capacity: 20, interval: .seconds(3))

    /// Takes a token for a request made at `now`.
    ///
    /// - Returns: How long the request must wait for its token: zero when one was left.
    public mutating func reserve(at now: Duration) -> Duration {
        if now > lastRefill {
            tokens = min(Double(capacity), tokens + (now - lastRefill) / interval)
            lastRefill = now
        }
        tokens -= 1
        return tokens >= 0 ? .zero : interval * -tokens
    }
}
