import ArchitectureKit
import Domain

/// The search use case: normalises the term, searches it unless it is the latest search's,
/// and reports only the latest search's end. It knows nothing of the screen that shows it.
@MainActor
final class SearchInteractor: CountedObject, SearchInteractorInput {
    /// The presenter; it owns this interactor, so it is held weakly.
    weak var output: SearchInteractorOutput?

    private let songSearch: SongSearchService
    private let artworkLoader: ArtworkLoader

    init(songSearch: SongSearchService, artworkLoader: ArtworkLoader) {
        self.songSearch = songSearch
        self.artworkLoader = artworkLoader
    }

    func search(_ text: String) {
        let term = SearchTerm.normalized(text)
        if term.isEmpty {
            clear()
        } else if term != latestSearch?.term {
            startSearch(for: term)
        }
    }

    // MARK: - Latest wins

    /// The latest search, in flight or answered. Its number tells its answer from the
    /// answers of the searches it replaced.
    private var latestSearch: (number: Int, term: String, request: ServiceRequest)?
    private var searchesStarted = 0

    private func clear() {
        // The search in flight must be cancelled and forgotten, or its answer could arrive
        // later and bring old songs back to an empty field.
        latestSearch?.request.cancel()
        latestSearch = nil
        output?.searchCleared()
    }

    private func startSearch(for term: String) {
        latestSearch?.request.cancel()
        searchesStarted += 1
        let number = searchesStarted
        let request = songSearch.search(term) { [weak self] result in
            self?.searchFinished(number: number, term: term, result: result)
        }
        latestSearch = (number, term, request)
        output?.searchStarted(term: term)
    }

    private func searchFinished(number: Int, term: String, result: Result<[Song], ServiceError>) {
        // A replaced search still calls back (with `.cancelled`, or late with its answer):
        // only the latest one may be reported.
        guard number == latestSearch?.number else { return }
        switch result {
        case let .success(songs):
            output?.songsFound(songs, term: term)
        case .failure:
            // A failed term is forgotten, so typing it again searches again.
            latestSearch = nil
            output?.searchFailed(term: term)
        }
    }

    // MARK: - Reuse-safe artwork

    func loadArtwork(of song: Song, completion: @escaping (Artwork?) -> Void) {
        guard let url = song.artworkURL100 else { return completion(nil) }
        if let cached = artworkLoader.cachedImage(for: url) { return completion(cached) }
        completion(nil)
        artworkLoader.loadImage(for: url) { result in
            if case let .success(artwork) = result { completion(artwork) }
        }
    }
}
