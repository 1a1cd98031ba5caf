import Bind
import Domain
import Foundation
import HeadlessUI
import VirtualTime

/// The search screen: when the user stops typing, asks its data controller for the view models
/// of the term's songs, shows the rows it gets back, and opens the song the user taps.
///
/// As in BIND's MVVMC, the view controller never talks to a model controller and never makes a
/// view model: it holds its data controller, kicks off requests with a context (here the term),
/// assigns the view models it is given to its views, and decides where to go next.
@MainActor
final class SearchViewController: ViewController {
    private let dataController: SearchDataController
    private let mainQueue: MainQueue
    private let makeSongDataController: () -> SongDataController
    private let searchView = SearchView()
    /// The rows the list shows, as the data controller handed them over.
    private var rows: [SongCellViewModel] = []
    /// Follows the term the field's two-way binding writes into the view model.
    private var termObservation: Binding?

    /// - Parameters:
    ///   - dataController: The screen's data controller.
    ///   - mainQueue: The only source of time, for the debounce.
    ///   - makeSongDataController: Makes the data controller of a song screen this one opens.
    init(dataController: SearchDataController, mainQueue: MainQueue, makeSongDataController: @escaping () -> SongDataController) {
        self.dataController = dataController
        self.mainQueue = mainQueue
        self.makeSongDataController = makeSongDataController
        super.init()
        title = "Search"
    }

    override func loadView() {
        view = searchView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = dataController.searchViewModel
        searchView.viewModel = viewModel
        searchView.dataSource = self
        searchView.delegate = self
        termObservation = viewModel.bind(\.term).observe { [weak self] text in self?.termEdited(text) }
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
    /// The term of the latest update asked for, answered or in flight; nil when there is none
    /// or it failed, so that typing the term again asks again.
    private var latestTerm: String?

    private func termEdited(_ text: String) {
        // Every edit restarts the wait, so a burst of typing asks for view models once, when it stops.
        pendingTerm?.cancel()
        pendingTerm = mainQueue.schedule(after: Self.debounceInterval) { [weak self] in
            self?.termSettled(SearchTerm.normalized(text))
        }
    }

    private func termSettled(_ term: String) {
        // The latest term asked for is nothing new: its rows are on screen or on their way.
        guard term.isEmpty || term != latestTerm else { return }
        latestTerm = term.isEmpty ? nil : term
        dataController.update(with: term) { [weak self] result in
            self?.viewModelsArrived(result)
        }
    }

    // MARK: - Rows

    private func viewModelsArrived(_ result: Result<[SongCellViewModel], ServiceError>) {
        switch result {
        case let .success(rows):
            self.rows = rows
            searchView.reloadRows()
            searchView.scrollToTop()
        case .failure:
            latestTerm = nil
            rows = []
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
