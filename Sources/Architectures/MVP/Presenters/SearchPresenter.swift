import ArchitectureKit
import Domain
import VirtualTime

/// The search screen's presenter: it holds the songs the screen lists and decides everything the
/// screen shows and where it goes, through ``SearchViewProtocol``, which it knows the screen by.
///
/// As in Fowler's Passive View, the view controller only forwards what the user did and hands
/// on what it is told; the presenter's ``SearchController`` keeps the debounce and the latest
/// request, as MVC's does, and the presenter turns where the search stands into text.
@MainActor
final class SearchPresenter: CountedObject {
    private weak var view: SearchViewProtocol?
    private let searchController: SearchController
    private let artworkLoader: ArtworkLoader
    /// The songs the list shows, in the service's order.
    private var songs: [Song] = []

    /// - Parameters:
    ///   - songSearch: The model controller that answers searches.
    ///   - artworkLoader: The model controller that loads the rows' artwork and the song screen's.
    ///   - mainQueue: The only source of time, for the debounce.
    init(songSearch: SongSearchService, artworkLoader: ArtworkLoader, mainQueue: MainQueue) {
        searchController = SearchController(songSearch: songSearch, mainQueue: mainQueue)
        self.artworkLoader = artworkLoader
        super.init()
        searchController.onProgress = { [weak self] progress in self?.show(progress) }
    }

    /// Call when the screen's view has loaded: from then on the presenter shows what it decides
    /// there. The screen is held weakly, as it holds the presenter.
    func attach(_ view: SearchViewProtocol) {
        self.view = view
        view.title = "Search"
        view.status = Self.status(for: .idle)
    }

    /// Call whenever the screen is about to appear. As UITableViewController's
    /// clearsSelectionOnViewWillAppear: coming back from a song, no row stays selected.
    func viewWillAppear() {
        view?.deselectSelectedRow()
    }

    /// Call on every edit of the term, with the field's whole text.
    func termChanged(_ text: String) {
        searchController.termChanged(text)
    }

    private func show(_ progress: SearchProgress) {
        switch progress {
        case .searching:
            break  // The old rows stay until the answer arrives.
        case .idle, .failed:
            show([])
        case let .found(songs, _):
            show(songs)
            view?.scrollToTop()
        }
        view?.status = Self.status(for: progress)
    }

    private func show(_ songs: [Song]) {
        self.songs = songs
        view?.reloadRows()
    }

    // MARK: - Rows

    /// How many rows the list shows.
    var numberOfRows: Int {
        songs.count
    }

    /// Call for every row the list asks for: writes the song of `row` into `cell`.
    func configure(_ cell: SongCellProtocol, forRow row: Int) {
        let song = songs[row]
        cell.title = song.trackName
        cell.subtitle = Self.subtitle(of: song)
        cell.duration = SongFormat.duration(milliseconds: song.trackTimeMillis)
        showArtwork(of: song, in: cell)
    }

    // MARK: - Formatting

    /// `Type to search`, `Searching for “TERM”…`, `3 songs`, `No results for “TERM”` or
    /// `Search failed for “TERM”`.
    private static func status(for progress: SearchProgress) -> String {
        switch progress {
        case .idle: "Type to search"
        case let .searching(term): "Searching for \u{201C}\(term)\u{201D}\u{2026}"
        case let .found(songs, term) where songs.isEmpty: "No results for \u{201C}\(term)\u{201D}"
        case let .found(songs, _): Counting.count(songs.count, "song", "songs")
        case let .failed(term): "Search failed for \u{201C}\(term)\u{201D}"
        }
    }

    /// `artistName — collectionName`, or the artist alone when the album is unknown.
    private static func subtitle(of song: Song) -> String {
        guard let album = song.collectionName, !album.isEmpty else { return song.artistName }
        return "\(song.artistName) \u{2014} \(album)"
    }

    // MARK: - Reuse-safe artwork

    private func showArtwork(of song: Song, in cell: SongCellProtocol) {
        cell.representedIdentifier = song.id
        guard let url = song.artworkURL100 else {
            cell.showArtwork(nil)
            return
        }
        if let cached = artworkLoader.cachedImage(for: url) {
            cell.showArtwork(cached)
            return
        }
        cell.showArtwork(nil)
        artworkLoader.loadImage(for: url) { [weak cell] result in
            // While the image loaded, the cell may have scrolled away and been reused for
            // another song: it takes the image only if it still shows this one.
            guard let cell, cell.representedIdentifier == song.id, case let .success(artwork) = result else { return }
            cell.showArtwork(artwork)
        }
    }

    // MARK: - Navigation

    /// Call when the user selects a row: the song screen of that row's song opens.
    func rowSelected(_ row: Int) {
        view?.showSong(SongPresenter(song: songs[row], artworkLoader: artworkLoader))
    }
}
