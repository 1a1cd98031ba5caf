import ArchitectureKit
import Domain
import Foundation
import HeadlessUI
import VirtualTime

/// The search screen: turns what the user types into searches, shows the answer as rows,
/// and opens the song the user taps.
///
/// As in Apple's MVC, the view controller sits between the layers: its ``SearchController``
/// keeps the debounce and the latest request, and the view controller turns where the search
/// stands into the simple values its plain views take, and pushes the next screen itself.
@MainActor
final class SearchViewController: ViewController {
    private let searchController: SearchController
    private let artworkLoader: ArtworkLoader

    private let searchView = SearchView()
    /// The songs the list shows, in the service's order.
    private var songs: [Song] = []

    init(songSearch: SongSearchService, artworkLoader: ArtworkLoader, mainQueue: MainQueue) {
        searchController = SearchController(songSearch: songSearch, mainQueue: mainQueue)
        self.artworkLoader = artworkLoader
        super.init()
        title = "Search"
    }

    override func loadView() {
        view = searchView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchView.status = Self.status(for: .idle)
        searchView.dataSource = self
        searchView.delegate = self
        searchView.onTermChange = { [weak self] text in self?.searchController.termChanged(text) }
        searchController.onProgress = { [weak self] progress in self?.show(progress) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // As UITableViewController's clearsSelectionOnViewWillAppear: coming back from a
        // song, no row stays selected.
        searchView.deselectSelectedRow()
    }

    private func show(_ progress: SearchProgress) {
        switch progress {
        case .searching:
            break  // The old rows stay until the answer arrives.
        case .idle, .failed:
            show([])
        case let .found(songs, _):
            show(songs)
            searchView.scrollToTop()
        }
        searchView.status = Self.status(for: progress)
    }

    private func show(_ songs: [Song]) {
        self.songs = songs
        searchView.reloadRows()
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
        cell.subtitle = Self.subtitle(of: song)
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
