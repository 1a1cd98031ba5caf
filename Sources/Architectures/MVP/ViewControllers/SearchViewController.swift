import Foundation
import HeadlessUI

/// The search screen: a passive view. It hands every edit, selection and appearance to its
/// ``SearchPresenter``, and every value the presenter gives it to ``SearchView``; it keeps no
/// state and decides nothing, so the presenter can be tested with a fake in its place.
@MainActor
final class SearchViewController: ViewController, SearchViewProtocol {
    private let presenter: SearchPresenter
    private let searchView = SearchView()

    init(presenter: SearchPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = searchView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchView.dataSource = self
        searchView.delegate = self
        searchView.onTermChange = { [weak self] text in self?.presenter.termChanged(text) }
        presenter.attach(self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    // MARK: - SearchViewProtocol

    var status: String? {
        get { searchView.status }
        set { searchView.status = newValue }
    }

    func reloadRows() {
        searchView.reloadRows()
    }

    func scrollToTop() {
        searchView.scrollToTop()
    }

    func deselectSelectedRow() {
        searchView.deselectSelectedRow()
    }

    // MARK: - Navigation

    func showSong(_ presenter: SongPresenter) {
        navigationController?.pushViewController(SongViewController(presenter: presenter), animated: true)
    }
}

// MARK: - TableViewDataSource

extension SearchViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SongCell.reuseIdentifier, for: indexPath) as! SongCell
        presenter.configure(cell, forRow: indexPath.row)
        return cell
    }
}

// MARK: - TableViewDelegate

extension SearchViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(indexPath.row)
    }
}
