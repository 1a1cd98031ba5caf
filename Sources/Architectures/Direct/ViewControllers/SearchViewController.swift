import ArchitectureKit
import Domain
import Foundation
import HeadlessUI
import VirtualTime

/// The search screen, with no architecture: this one class builds the widgets, keeps the
/// state, asks the services and writes their answers straight into the widgets.
@MainActor
final class SearchViewController: ViewController {
    private static let cellIdentifier = "Song"

    private let songSearch: SongSearchService
    private let artworkLoader: ArtworkLoader
    private let mainQueue: MainQueue

    private let termField = TextField()
    private let statusLabel = Label()
    private let resultsTable = TableView()
    /// The songs of the latest answer, in the service's order; only visible rows are formatted.
    private var songs: [Song] = []

    init(songSearch: SongSearchService, artworkLoader: ArtworkLoader, mainQueue: MainQueue) {
        self.songSearch = songSearch
        self.artworkLoader = artworkLoader
        self.mainQueue = mainQueue
        super.init()
        title = "Search"
    }

    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "search"
        termField.accessibilityIdentifier = "search.term"
        termField.placeholder = "Search songs"
        statusLabel.accessibilityIdentifier = "search.status"
        resultsTable.accessibilityIdentifier = "search.results"
        for widget in [termField, statusLabel, resultsTable] as [View] {
            root.addSubview(widget)
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.text = "Type to search"
        resultsTable.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        resultsTable.dataSource = self
        resultsTable.delegate = self
        termField.addAction(Action { [weak self] _ in
            guard let self else { return }
            termChanged(termField.text)
        }, for: .editingChanged)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // As UITableViewController's clearsSelectionOnViewWillAppear.
        if let selected = resultsTable.indexPathForSelectedRow {
            resultsTable.deselectRow(at: selected)
        }
    }

    // MARK: - Debounce

    private var pendingTerm: ScheduledWork?

    /// Every edit restarts the wait, so a burst of typing is looked at once, when it stops.
    private func termChanged(_ text: String) {
        pendingTerm?.cancel()
        pendingTerm = mainQueue.schedule(after: .milliseconds(330)) { [weak self] in
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

    /// The latest search, in flight or answered; its number tells its answer from the
    /// answers of the searches it replaced.
    private var latestSearch: (number: Int, term: String, request: ServiceRequest)?
    private var searchesStarted = 0

    private func clearResults() {
        // Cancel and forget the search in flight, or its answer could bring old rows back.
        latestSearch?.request.cancel()
        latestSearch = nil
        songs = []
        resultsTable.reloadData()
        statusLabel.text = "Type to search"
    }

    private func startSearch(for term: String) {
        latestSearch?.request.cancel()
        searchesStarted += 1
        let number = searchesStarted
        let request = songSearch.search(term) { [weak self] result in
            self?.searchFinished(number: number, term: term, result: result)
        }
        latestSearch = (number, term, request)
        statusLabel.text = "Searching for \u{201C}\(term)\u{201D}\u{2026}"
    }

    private func searchFinished(number: Int, term: String, result: Result<[Song], ServiceError>) {
        // A replaced search still calls back, with `.cancelled`: it must not touch the screen.
        guard number == latestSearch?.number else { return }
        switch result {
        case let .success(answer):
            songs = answer
            resultsTable.reloadData()
            resultsTable.scrollToTop()
            statusLabel.text = answer.isEmpty ? "No results for \u{201C}\(term)\u{201D}" : Counting.count(answer.count, "song", "songs")
        case .failure:
            // A failed term is forgotten, so typing it again searches again.
            latestSearch = nil
            songs = []
            resultsTable.reloadData()
            statusLabel.text = "Search failed for \u{201C}\(term)\u{201D}"
        }
    }

    // MARK: - Reuse-safe artwork

    private func showArtwork(of song: Song, in cell: TableViewCell) {
        // The cell carries its song's id in its tag, as UIKit code does, so the load's
        // completion can tell whether the cell still shows this song.
        cell.tag = song.id
        guard let url = song.artworkURL100 else {
            cell.artworkView.image = nil
            return
        }
        if let cached = artworkLoader.cachedImage(for: url) {
            cell.artworkView.image = Image(cached)
            return
        }
        cell.artworkView.image = nil
        artworkLoader.loadImage(for: url) { [weak cell] result in
            // While the image loaded, the cell may have been reused for another row, or the
            // rows replaced: it takes the image only if it still shows this song.
            guard let cell, cell.tag == song.id, case let .success(image) = result else { return }
            cell.artworkView.image = Image(image)
        }
    }
}

// MARK: - TableViewDataSource

extension SearchViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        songs.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let song = songs[indexPath.row]
        cell.titleLabel.text = song.trackName
        if let album = song.collectionName, !album.isEmpty {
            cell.subtitleLabel.text = "\(song.artistName) \u{2014} \(album)"
        } else {
            cell.subtitleLabel.text = song.artistName
        }
        cell.detailLabel.text = SongFormat.duration(milliseconds: song.trackTimeMillis)
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
