import Domain
import Foundation
import HeadlessUI
import VirtualTime

/// The search screen: forwards the edits of the term to its model controller, shows where the
/// search stands as view models, and opens the song the user taps.
///
/// The flow only: the debounce and the latest request live in the ``SearchController``, the
/// wording in the view models.
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
        searchView.viewModel = SearchView.ViewModel(progress: progress)
    }

    private func show(_ songs: [Song]) {
        self.songs = songs
        searchView.reloadRows()
    }

    // MARK: - Reuse-safe artwork

    /// Shows the song in the cell, with its artwork at once when it is cached; otherwise asks
    /// for the artwork, which goes only to a cell that still shows this song.
    private func configure(_ cell: SongCell, with song: Song) {
        let cached = song.artworkURL100.flatMap { artworkLoader.cachedImage(for: $0) }
        cell.viewModel = SongCell.ViewModel(song: song, artwork: cached)
        guard cached == nil, let url = song.artworkURL100 else { return }
        artworkLoader.loadImage(for: url) { [weak cell] result in
            // While the image loaded, the cell may have scrolled away and been reused for
            // another song: it takes the image only if its view model is still this song's.
            guard let cell, cell.viewModel.songID == song.id, case let .success(image) = result else { return }
            cell.viewModel = SongCell.ViewModel(song: song, artwork: image)
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
        configure(cell, with: songs[indexPath.row])
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
