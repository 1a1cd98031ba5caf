import Composable
import Domain
import VirtualTime
@testable import TCA

/// An artwork loader for the tests: the images in `cache` are at hand at once; any other loads
/// after `latency`, or fails when `failNext` is set. Unlike the real loader it caches nothing.
@MainActor
final class FakeArtwork {
    var cache: [String: Artwork] = [:]
    var latency = Duration.milliseconds(100)
    var failNext = false
    let log: WorkLog

    init(log: WorkLog) {
        self.log = log
    }

    func client(on queue: any MainQueue) -> ArtworkClient {
        ArtworkClient(
            cachedImage: { [self] url in cache[url] },
            loadImage: { [self] url, completion in
                let result: Result<Artwork, ServiceError> = failNext ? .failure(.failed) : .success(Artwork(url: url))
                failNext = false
                return fakeRequest("load " + url, answering: result, after: latency, on: queue, log: log, completion: completion)
            }
        )
    }
}
