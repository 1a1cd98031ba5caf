import Domain
import Foundation
import HeadlessUI

/// The search screen: hands each edit of the term to its data controller, shows the rows it
/// gets back, and opens the song the user taps.
///
/// As in BIND's MVVMC, the view controller never talks to a model controller and never makes a
/// view model: it holds its data controller, assigns the view models it is given to its views,
/// and decides where to go next.
@MainActor
final class SearchViewController: ViewController {
    private let dataController: SearchDataController
    private let makeSongDataController: () -> SongDataController
    private let searchView = SearchView()
    /// The rows the list shows, as the data controller handed them over.
    private(set) var rows = SongRows()

    /// - Parameters:
    ///   - dataController: The screen's data controller.
    ///   - makeSongDataController: Makes the data controller of a song screen this one opens.
    init(dataController: SearchDataController, makeSongDataController: @escaping () -> SongDataController) {
        self.dataController = dataController
        self.makeSongDataController = makeSongDataController
        super.init()
        title = "Search"
    }

    override func loadView() {
        view = searchView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchView.viewModel = dataController.searchViewModel
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

    private func termChanged(_ text: String) {
        dataController.update(with: text) { [weak self] result in
            self?.rowsArrived(result)
        }
    }

    private func rowsArrived(_ result: Result<SongRows, ServiceError>) {
        switch result {
        case let .success(rows):
            self.rows = rows
            searchView.reloadRows()
            searchView.scrollToTop()
        case .failure:
            rows = SongRows()
            searchView.reloadRows()
        }
    }
}

// MARK: - TableViewDataSource

extension SearchViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SongCell.reuseIdentifier, for: indexPath) as! SongCell
        let row = rows[indexPath.row]
        cell.viewModel = row
        dataController.loadArtwork(for: row)
        return cell
    }
}

// MARK: - TableViewDelegate

extension SearchViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let songViewController = SongViewController(song: rows[indexPath.row].song, dataController: makeSongDataController())
        navigationController?.pushViewController(songViewController, animated: true)
    }
}
