import ArchitectureKit
import Domain
import Foundation
import HeadlessUI
import VirtualTime

/// The search screen: turns what the user types into searches, shows the answer as rows,
/// and opens the song the user taps.
///
/// As in Apple's MVC, the view controller holds the screen's state, talks to the model
/// controllers, formats the models into the simple values its plain views take, and pushes
/// the next screen itself.
@MainActor
final class SearchViewController: ViewController {
    private let songSearch: SongSearchService
    private let artworkLoader: ArtworkLoader
    private let mainQueue: MainQueue

    private let searchView = SearchView()
    /// The songs the list shows, in the service's order.
    private var songs: [Song] = []

    init(songSearch: SongSearchService, artworkLoader: ArtworkLoader, mainQueue: MainQueue) {
        self.songSearch = songSearch
        self.artworkLoader = artworkLoader
        self.mainQueue = mainQueue
        super.init()
        title = "Search"
    }

    override func loadView() {
        view = searchView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchView.status = SearchStatusText.typeToSearch
        searchView.dataSource = self
        searchView.delegate = self
        searchView.onTermChange = { [weak self] text in self?.termChanged(text) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // As UITableViewController's clearsSelectionOnViewWillAppear: coming back from a
        // song, no row stays selected.
        searchView.deselectSelectedRow()
    }

    // MARK: - Debounce

    private static let debounceInterval = Duration.milliseconds(330)
    private var pendingTerm: ScheduledWork?

    /// Every edit restarts the wait, so a burst of typing is looked at once, when it stops.
    private func termChanged(_ text: String) {
        pendingTerm?.cancel()
        pendingTerm = mainQueue.schedule(after: Self.debounceInterval) { [weak self] in
            self?.termSettled(SearchTerm.normalized(text))
        }
    }

    private func termSettled(_ term: String) {
        if term.isEmpty {
            clearResults()
        } else if term != latestSearch?.term {
            startSearch(for: term)
        }
    }

    // MARK: - Latest wins

    /// The latest search, in flight or answered. Its number tells its answer from the
    /// answers of searches it replaced.
    private var latestSearch: (number: Int, term: String, request: ServiceRequest)?
    private var searchesStarted = 0

    private func clearResults() {
        // The search in flight must be cancelled and forgotten, or its answer could
        // arrive later and bring old rows back to an empty field.
        latestSearch?.request.cancel()
        latestSearch = nil
        show([])
        searchView.status = SearchStatusText.typeToSearch
    }

    private func startSearch(for term: String) {
        latestSearch?.request.cancel()
        searchesStarted += 1
        let number = searchesStarted
        let request = songSearch.search(term) { [weak self] result in
            self?.searchFinished(number: number, term: term, result: result)
        }
        latestSearch = (number, term, request)
        searchView.status = SearchStatusText.searching(for: term)
    }

    private func searchFinished(number: Int, term: String, result: Result<[Song], ServiceError>) {
        // A replaced search still calls back (with `.cancelled`, or late with its answer):
        // only the latest one may change the screen.
        guard number == latestSearch?.number else { return }
        switch result {
        case let .success(songs):
            show(songs)
            searchView.scrollToTop()
            searchView.status = SearchStatusText.results(count: songs.count, for: term)
        case .failure:
            // A failed term is forgotten, so typing it again searches again.
            latestSearch = nil
            show([])
            searchView.status = SearchStatusText.failed(for: term)
        }
    }

    private func show(_ songs: [Song]) {
        self.songs = songs
        searchView.reloadRows()
    }

    // MARK: - Reuse-safe artwork

    private func showArtwork(of song: Song, in cell: SongCell) {
        cell.representedIdentifier = song.id
        guard let url = song.artworkURL100 else {
            cell.artwork = nil
            return
        }
        if let cached = artworkLoader.cachedImage(for: url) {
            cell.artwork = Image(cached)
            return
        }
        cell.artwork = nil
        artworkLoader.loadImage(for: url) { [weak cell] result in
            // While the image loaded, the cell may have scrolled away and been reused for
            // another song: it takes the image only if it still shows this one.
            guard let cell, cell.representedIdentifier == song.id, case let .success(image) = result else { return }
            cell.artwork = Image(image)
        }
    }
}

// MARK: - TableViewDataSource

extension SearchViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        songs.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SongCell.reuseIdentifier, for: indexPath) as! SongCell
        let song = songs[indexPath.row]
        cell.title = song.trackName
        cell.subtitle = SongFormat.subtitle(artist: song.artistName, album: song.collectionName)
        cell.duration = SongFormat.duration(milliseconds: song.trackTimeMillis)
        showArtwork(of: song, in: cell)
        return cell
    }
}

// MARK: - TableViewDelegate

extension SearchViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let songViewController = SongViewController(song: songs[indexPath.row], artworkLoader: artworkLoader)
        navigationController?.pushViewController(songViewController, animated: true)
    }
}
