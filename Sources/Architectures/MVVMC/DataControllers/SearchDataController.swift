import ArchitectureKit
import Domain
import HeadlessUI

/// The search screen's data controller, after BIND's `BNDDataController`: given a term, it
/// fetches the songs from the song search model controller and hands over their view models, one
/// for every song, made before the handler is called. It alone talks to the song search and
/// artwork model controllers, and it alone makes the screen's view models.
///
/// When to ask, and whether a term is new, is the view controller's business: it calls
/// ``update(with:handler:)`` once the user stops typing. The status line's view model,
/// ``searchViewModel``, lives as long as the screen and is moved from phase to phase here.
@MainActor
final class SearchDataController: CountedObject {
    /// Receives the view models of the songs found, in service order, or the failure.
    typealias ViewModelsHandler = @MainActor (Result<[SongCellViewModel], ServiceError>) -> Void

    /// The term and the status line, for the screen's whole life.
    let searchViewModel = SearchViewModel()

    private let songSearch: SongSearchService
    private let artworkLoader: ArtworkLoader

    init(songSearch: SongSearchService, artworkLoader: ArtworkLoader) {
        self.songSearch = songSearch
        self.artworkLoader = artworkLoader
    }

    /// Searches `term` and hands over a view model for every song found, after BIND's
    /// `updateWithContext:viewModelsHandler:`. An empty term asks for nothing: it hands over no
    /// view models at once.
    ///
    /// - Parameters:
    ///   - term: The normalised term: the context of this update.
    ///   - handler: Called once the search ends, unless a later update replaced it.
    func update(with term: String, handler: @escaping ViewModelsHandler) {
        forgetLatestSearch()
        guard !term.isEmpty else {
            handler(.success([]))
            searchViewModel.phase = .waitingForTerm
            return
        }
        startSearch(for: term, handler: handler)
    }

    // MARK: - Latest wins

    /// The latest search, in flight or answered. Its number tells its answer from the answers
    /// of the searches it replaced.
    private var latestSearch: (number: Int, request: ServiceRequest)?
    private var searchesStarted = 0

    private func forgetLatestSearch() {
        // The search in flight must be cancelled and forgotten, or its answer could arrive later
        // and bring old rows back.
        latestSearch?.request.cancel()
        latestSearch = nil
    }

    private func startSearch(for term: String, handler: @escaping ViewModelsHandler) {
        searchesStarted += 1
        let number = searchesStarted
        let request = songSearch.search(term) { [weak self] result in
            self?.searchEnded(number: number, term: term, result: result, handler: handler)
        }
        latestSearch = (number, request)
        searchViewModel.phase = .searching(term: term)
    }

    private func searchEnded(number: Int, term: String, result: Result<[Song], ServiceError>, handler: ViewModelsHandler) {
        // A replaced search still calls back (with `.cancelled`, or late with its answer):
        // only the latest one may change the screen.
        guard number == latestSearch?.number else { return }
        switch result {
        case let .success(songs):
            handler(.success(songs.map(SongCellViewModel.init(song:))))
            searchViewModel.phase = .found(count: songs.count, term: term)
        case let .failure(error):
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
