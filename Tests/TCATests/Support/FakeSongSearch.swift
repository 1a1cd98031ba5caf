import Composable
import Domain
import VirtualTime
@testable import TCA

/// A song search for the tests: answers each term with the songs listed for it (none when it
/// lists none), after `latency`; `failNext` makes the next search fail.
@MainActor
final class FakeSongSearch {
    var songs: [String: [Song]]
    var latency = Duration.milliseconds(200)
    var failNext = false
    /// Answers even after a cancel, as a careless service might.
    var ignoresCancel = false
    let log: WorkLog

    init(songs: [String: [Song]], log: WorkLog) {
        self.songs = songs
        self.log = log
    }

    func client(on queue: any MainQueue) -> SongSearchClient {
        SongSearchClient { [self] term, completion in
            let result: Result<[Song], ServiceError> = failNext ? .failure(.failed) : .success(songs[term] ?? [])
            failNext = false
            return fakeRequest("search " + term, answering: result, after: latency, on: queue, log: log,
                               ignoresCancel: ignoresCancel, completion: completion)
        }
    }
}
