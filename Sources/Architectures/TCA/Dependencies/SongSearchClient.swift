import Composable
import Domain

/// What the search feature needs from the song search: one closure, so a test gives it a fake
/// answer without a mock class.
struct SongSearchClient {
    /// Starts a search for `term`; `completion` is called once, on the main queue.
    var search: @MainActor (_ term: String, _ completion: @escaping @MainActor (Result<[Song], ServiceError>) -> Void) -> EffectCancellation
}

extension SongSearchClient {
    /// The client of the shared ``SongSearchService``: cancelling the effect cancels the request.
    @MainActor
    static func live(_ service: SongSearchService) -> SongSearchClient {
        SongSearchClient { term, completion in
            let request = service.search(term, completion: completion)
            return EffectCancellation { request.cancel() }
        }
    }
}

enum SongSearchKey: DependencyKey {
    typealias Value = SongSearchClient
}

extension DependencyValues {
    /// The song search the search feature's effects call.
    var songSearch: SongSearchClient {
        get { self[SongSearchKey.self] }
        set { self[SongSearchKey.self] = newValue }
    }
}
