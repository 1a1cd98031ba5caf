import VirtualTime

/// A decoded artwork image, known by its URL (the headless stand-in for image data).
public struct Artwork: Hashable, Sendable {
    public let url: String

    public init(url: String) {
        self.url = url
    }
}

/// The model controller for artwork: loads images by URL, keeps the ones it loaded, and
/// lets concurrent loads of one URL share one request.
@MainActor
public final class ArtworkLoader {
    /// How long a load takes.
    public var latency: Duration
    /// URLs ending with one of these take that long instead of ``latency`` (the longest
    /// matching ending wins): lets a scenario make some images arrive before others.
    public var latencyByURLEnding: [String: Duration] = [:]
    /// How many loads went to the network (cache hits and shared loads are not counted).
    public private(set) var requestCount = 0

    private let queue: MainQueue
    private var cache: [String: Artwork] = [:]
    private var inFlight: [String: [PendingCall<Artwork>]] = [:]
    private var failuresPending = 0

    public init(queue: MainQueue, latency: Duration = .milliseconds(100)) {
        self.queue = queue
        self.latency = latency
    }

    /// Makes the next load that goes to the network fail.
    public func failNextRequest() {
        failuresPending += 1
    }

    /// The image for `url` if it was loaded before.
    public func cachedImage(for url: String) -> Artwork? {
        cache[url]
    }

    /// Loads the image for `url`: at once from the cache, otherwise from the network,
    /// joining a load of the same URL already under way.
    ///
    /// - Parameter completion: Called exactly once on the main queue: the image, `.failed`,
    ///   or `.cancelled` after ``ServiceRequest/cancel()``. A cached image is still delivered
    ///   on the queue, never inside this call.
    /// - Returns: The request, to cancel this caller's interest. Other callers of the same
    ///   URL are not affected, and the load goes on to fill the cache.
    @discardableResult
    public func loadImage(
        for url: String, completion: @escaping @MainActor (Result<Artwork, ServiceError>) -> Void
    ) -> ServiceRequest {
        let call = PendingCall(queue: queue, completion: completion)
        if let image = cache[url] {
            call.deliver({ .success(image) }, after: .zero)
        } else if inFlight[url] != nil {
            inFlight[url]!.append(call)
        } else {
            startLoad(url, first: call)
        }
        return call.makeRequest()
    }

    // MARK: - Coalescing

    /// Where loads go instead of the latency (`play --live`); nil loads every URL after
    /// ``latency``. The cache and the coalescing stay the loader's.
    public var source: (any ArtworkSource)?

    private func startLoad(_ url: String, first call: PendingCall<Artwork>) {
        requestCount += 1
        let fails = failuresPending > 0
        if fails { failuresPending -= 1 }
        inFlight[url] = [call]
        if let source, !fails {
            source.image(at: url) { [weak self] in self?.finishLoad(url, with: $0) }
            return
        }
        queue.schedule(after: latency(for: url)) { [weak self] in
            self?.finishLoad(url, with: fails ? .failure(.failed) : .success(Artwork(url: url)))
        }
    }

    private func latency(for url: String) -> Duration {
        guard !latencyByURLEnding.isEmpty else { return latency }
        let ending = latencyByURLEnding.keys.filter { url.hasSuffix($0) }.max { $0.count < $1.count }
        return ending.flatMap { latencyByURLEnding[$0] } ?? latency
    }

    private func finishLoad(_ url: String, with result: Result<Artwork, ServiceError>) {
        if case let .success(image) = result { cache[url] = image }
        for call in inFlight.removeValue(forKey: url) ?? [] { call.finish(result) }
    }
}
