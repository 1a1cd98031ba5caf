import VirtualTime

/// The model controller for song search (the iTunes Search API's role): answers a term
/// with songs after a latency, on the main queue.
@MainActor
public final class SongSearchService {
    /// What the service searches.
    public let catalog: SongCatalog
    /// How long an answer takes.
    public var latency: Duration
    /// Terms that take longer (or shorter) than ``latency``, to make answers cross.
    public var latencyByTerm: [String: Duration] = [:]
    /// The most results an answer holds (the API's `limit`, 50 unless set).
    public var limit: Int
    /// How many searches were asked for, cancelled ones included.
    public private(set) var requestCount = 0
    /// Where answers come from instead of the catalog (`play --live`); nil searches the
    /// catalog and answers after ``latency``.
    public var source: (any SongSource)?

    private let queue: MainQueue
    private var failuresPending = 0

    public init(catalog: SongCatalog, queue: MainQueue, latency: Duration = .milliseconds(200), limit: Int = 50) {
        self.catalog = catalog
        self.queue = queue
        self.latency = latency
        self.limit = limit
    }

    /// Makes the next request fail.
    public func failNextRequest() {
        failuresPending += 1
    }

    /// Searches the catalog for `term`.
    ///
    /// - Parameters:
    ///   - term: The term, sent as given.
    ///   - completion: Called exactly once on the main queue: the songs, `.failed`, or
    ///     `.cancelled` after ``ServiceRequest/cancel()``.
    /// - Returns: The request, to cancel it.
    @discardableResult
    public func search(
        _ term: String, completion: @escaping @MainActor (Result<[Song], ServiceError>) -> Void
    ) -> ServiceRequest {
        requestCount += 1
        let fails = failuresPending > 0
        if fails { failuresPending -= 1 }
        let call = PendingCall(queue: queue, completion: completion)
        if let source, !fails {
            source.songs(for: term, limit: limit) { call.finish($0) }
            return call.makeRequest()
        }
        let catalog = catalog, limit = limit
        call.deliver({ fails ? .failure(.failed) : .success(catalog.search(term, limit: limit)) },
                     after: latencyByTerm[term] ?? latency)
        return call.makeRequest()
    }
}
