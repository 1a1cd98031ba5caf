import ArchitectureKit
import Domain
import VirtualTime

/// The search screen's model controller: turns the edits of the term into searches on the
/// ``SongSearchService``, and reports where the latest search stands.
///
/// The state a search needs over time (the pending debounce, the latest request and its term)
/// lives here, beside the I/O, as in MVC and MVVM; the presenter forwards the edits and decides
/// what the screen shows of where the search stands.
@MainActor
final class SearchController: CountedObject {
    /// Emits where the search stands after every change, in the instant it changes.
    var onProgress: ((SearchProgress) -> Void)?

    private let songSearch: SongSearchService
    private let mainQueue: MainQueue

    /// - Parameters:
    ///   - songSearch: The model controller that answers searches.
    ///   - mainQueue: The only source of time, for the debounce.
    init(songSearch: SongSearchService, mainQueue: MainQueue) {
        self.songSearch = songSearch
        self.mainQueue = mainQueue
    }

    // MARK: - Debounce

    /// How long the term must stay unchanged before it is looked at.
    static let debounceInterval = Duration.milliseconds(330)
    private var pendingTerm: ScheduledWork?

    /// Call on every edit of the term, with the field's whole text. Every edit restarts the
    /// wait, so a burst of typing is looked at once, when it stops.
    func termChanged(_ text: String) {
        pendingTerm?.cancel()
        pendingTerm = mainQueue.schedule(after: Self.debounceInterval) { [weak self] in
            self?.termSettled(SearchTerm.normalized(text))
        }
    }

    private func termSettled(_ term: String) {
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
        onProgress?(.idle)
    }

    private func startSearch(for term: String) {
        latestSearch?.request.cancel()
        searchesStarted += 1
        let number = searchesStarted
        let request = songSearch.search(term) { [weak self] result in
            self?.searchFinished(number: number, term: term, result: result)
        }
        latestSearch = (number, term, request)
        onProgress?(.searching(term: term))
    }

    private func searchFinished(number: Int, term: String, result: Result<[Song], ServiceError>) {
        // A replaced search still calls back (with `.cancelled`, or late with its answer):
        // only the latest one may be reported.
        guard number == latestSearch?.number else { return }
        switch result {
        case let .success(songs):
            onProgress?(.found(songs: songs, term: term))
        case .failure:
            // A failed term is forgotten, so typing it again searches again.
            latestSearch = nil
            onProgress?(.failed(term: term))
        }
    }
}
