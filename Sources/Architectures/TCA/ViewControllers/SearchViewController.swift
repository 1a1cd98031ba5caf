import Composable
import Foundation
import HeadlessUI

/// The search screen: sends the user's edits and taps to its store as actions, and renders what
/// the state derives, as TCA's UIKit view controllers do; the song is pushed and popped as the
/// state's optional song comes and goes.
@MainActor
final class SearchViewController: ViewController {
    private let store: Store<SearchFeature.State, SearchFeature.Action>
    private let searchView = SearchView()
    /// The screen's observations of its store: released with the screen, they stop.
    private var observations: [ObserveToken] = []

    init(store: Store<SearchFeature.State, SearchFeature.Action>) {
        self.store = store
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
        searchView.onTermChange = { [store] text in store.send(.searchQueryChanged(text)) }
        observations = [
            store.observe(\.latestSearch) { [weak self] latestSearch in self?.show(latestSearch) },
            observeSong(),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        store.send(.viewWillAppear)
    }

    /// Shows where the search stands; the rows change only when an answer (or a clear) does.
    private func show(_ latestSearch: SearchFeature.LatestSearch) {
        searchView.statusText = store.state.statusText
        switch latestSearch {
        case .inFlight:
            break  // The old rows stay until the answer arrives.
        case .none, .failed:
            searchView.reloadRows()
        case .answered:
            searchView.reloadRows()
            searchView.scrollToTop()
        }
    }

    // MARK: - Navigation

    /// Pushes the song screen, with a store of its own state, when the state has a song, and
    /// comes back when it has none, as TCA's UIKit `ifLet(then:else:)` does.
    private func observeSong() -> ObserveToken {
        store.scope(state: \.song, action: SearchFeature.Action.songPath).ifLet { [weak self] songStore in
            self?.navigationController?.pushViewController(SongViewController(store: songStore), animated: true)
        } else: { [weak self] in
            self?.songClosed()
        }
    }

    /// No song is shown: back on top, with no row selected.
    private func songClosed() {
        searchView.deselectSelectedRow()
        guard let navigationController, navigationController.topViewController !== self else { return }
        navigationController.popViewController(animated: true)
    }

    // MARK: - Reuse-safe artwork

    /// Asks for the row's artwork, and has the cell follow the image of the song it shows now;
    /// a cell reused for another row drops this observation first.
    private func showArtwork(in cell: SongCell, row: Int, url: String?) {
        guard let url else { return cell.show(artwork: nil) }
        store.send(.songRowShown(row: row))
        cell.artworkObservation = store.observe({ $0.artworks[url] }) { [weak cell] artwork in
            cell?.show(artwork: artwork)
        }
    }
}

// MARK: - TableViewDataSource

extension SearchViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store.state.songCount
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SongCell.reuseIdentifier, for: indexPath) as! SongCell
        let row = store.state.songRow(at: indexPath.row)
        cell.show(row)
        showArtwork(in: cell, row: indexPath.row, url: row.artworkURL)
        return cell
    }
}

// MARK: - TableViewDelegate

extension SearchViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.songTapped(row: indexPath.row))
    }
}
