import Domain
import Foundation
import HeadlessUI

/// The search screen's view: passive, it shows the rows and status its presenter gives it and
/// forwards every event to the presenter.
@MainActor
final class SearchViewController: ViewController, SearchViewInterface {
    private let eventHandler: SearchModuleInterface
    private let searchView = SearchView()
    private var rows: [SongRow] = []

    init(eventHandler: SearchModuleInterface) {
        self.eventHandler = eventHandler
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
        searchView.onTermChange = { [weak self] text in self?.eventHandler.termChanged(text) }
        eventHandler.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // As UITableViewController's clearsSelectionOnViewWillAppear: coming back from a
        // song, no row stays selected.
        searchView.deselectSelectedRow()
    }

    func showStatus(_ status: String) {
        searchView.status = status
    }

    func showRows(_ rows: [SongRow]) {
        self.rows = rows
        searchView.reloadRows()
    }

    func scrollToTop() {
        searchView.scrollToTop()
    }

    // MARK: - Reuse-safe artwork

    private func showArtwork(ofRowAt index: Int, in cell: SongCell) {
        let id = rows[index].id
        cell.representedIdentifier = id
        eventHandler.artwork(forRowAt: index) { [weak cell] artwork in
            // While the image loaded, the cell may have scrolled away and been reused for
            // another song: it takes the image only if it still shows this one.
            guard let cell, cell.representedIdentifier == id else { return }
            cell.artwork = artwork.map(Image.init)
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
        cell.title = row.title
        cell.subtitle = row.subtitle
        cell.duration = row.duration
        showArtwork(ofRowAt: indexPath.row, in: cell)
        return cell
    }
}

// MARK: - TableViewDelegate

extension SearchViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        eventHandler.selectRow(at: indexPath.row)
    }
}
