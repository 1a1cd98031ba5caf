import ArchitectureKit
import Domain
import HeadlessUI
import VirtualTime

/// The search screen's data controller, after BIND's `BNDDataController`: it alone talks to the
/// song search and artwork model controllers, and it alone makes the screen's view models.
///
/// The view controller hands it every edit of the term through ``update(with:handler:)`` and gets
/// rows back, as ``SongRows`` that make each row's view model when the table first asks for it;
/// the status line's view model, ``searchViewModel``, is moved from phase to phase here.
@MainActor
final class SearchDataController {
    /// Receives the rows to show: the songs found, as rows whose view models are made when the
    /// table asks for them, or the failure.
    typealias RowsHandler = @MainActor (Result<SongRows, ServiceError>) -> Void

    /// The status line, for the screen's whole life.
    let searchViewModel = SearchViewModel()

    private let songSearch: SongSearchService
    private let artworkLoader: ArtworkLoader
    private let mainQueue: MainQueue

    init(songSearch: SongSearchService, artworkLoader: ArtworkLoader, mainQueue: MainQueue) {
        self.songSearch = songSearch
        self.artworkLoader = artworkLoader
        self.mainQueue = mainQueue
    }

    // MARK: - Debounce

    private static let debounceInterval = Duration.milliseconds(330)
    private var pendingTerm: ScheduledWork?

    /// Call on every edit of the term, with the field's whole text.
    ///
    /// - Parameter handler: Called with the rows once a search for the settled term ends, or
    ///   with no rows when the term is cleared; never for an edit that a later one replaced.
    func update(with text: String, handler: @escaping RowsHandler) {
        // Every edit restarts the wait, so a burst of typing is looked at once, when it stops.
        pendingTerm?.cancel()
        pendingTerm = mainQueue.schedule(after: Self.debounceInterval) { [weak self] in
            self?.termSettled(SearchTerm.normalized(text), handler: handler)
        }
    }

    private func termSettled(_ term: String, handler: @escaping RowsHandler) {
        if term.isEmpty {
            clear(handler: handler)
        } else if term != latestSearch?.term {
            startSearch(for: term, handler: handler)
        }
    }

    // MARK: - Latest wins

    /// The latest search, in flight or answered. Its number tells its answer from the answers
    /// of the searches it replaced.
    private var latestSearch: (number: Int, term: String, request: ServiceRequest)?
    private var searchesStarted = 0

    private func clear(handler: RowsHandler) {
        // The search in flight must be cancelled and forgotten, or its answer could arrive
        // later and bring old rows back to an empty field.
        latestSearch?.request.cancel()
        latestSearch = nil
        handler(.success(SongRows()))
        searchViewModel.phase = .waitingForTerm
    }

    private func startSearch(for term: String, handler: @escaping RowsHandler) {
        latestSearch?.request.cancel()
        searchesStarted += 1
        let number = searchesStarted
        let request = songSearch.search(term) { [weak self] result in
            self?.searchEnded(number: number, term: term, result: result, handler: handler)
        }
        latestSearch = (number, term, request)
        searchViewModel.phase = .searching(term: term)
    }

    private func searchEnded(number: Int, term: String, result: Result<[Song], ServiceError>, handler: RowsHandler) {
        // A replaced search still calls back (with `.cancelled`, or late with its answer):
        // only the latest one may change the screen.
        guard number == latestSearch?.number else { return }
        switch result {
        case let .success(songs):
            // No view model yet: the table asks for the few rows it shows (see `SongRows`).
            handler(.success(SongRows(songs: songs)))
            searchViewModel.phase = .found(count: songs.count, term: term)
        case let .failure(error):
            // A failed term is forgotten, so typing it again searches again.
            latestSearch = nil
            handler(.failure(error))
            searchViewModel.phase = .failed(term: term)
        }
    }

    // MARK: - Reuse-safe artwork

    /// Call each time a cell is bound to `row`: shows the cached artwork at once, or loads it.
    ///
    /// The image goes into the row's view model, never into a cell. A cell shows whichever view
    /// model it is bound to now, so an image that arrives after its cell moved on to another
    /// row lands in the row it was loaded for, and shows when that row is on screen again.
    func loadArtwork(for row: SongCellViewModel) {
        guard let url = row.song.artworkURL100 else { return }
        if let cached = artworkLoader.cachedImage(for: url) {
            row.artwork = Image(cached)
            return
        }
        // The rows may be replaced before the image arrives; a released row needs no image.
        artworkLoader.loadImage(for: url) { [weak row] result in
            guard let row, case let .success(image) = result else { return }
            row.artwork = Image(image)
        }
    }
}
