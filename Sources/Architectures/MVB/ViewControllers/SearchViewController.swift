import Domain
import HeadlessUI
import Reactive
import ReactiveServices
import ReactiveUI

/// The search screen's view controller: builds the view, binds it to the model, and pushes
/// the song the user chose. It holds no state of the screen and no logic of its own.
@MainActor
final class SearchViewController: ViewController {
    private let model: SearchModel
    private let artwork: ArtworkModel
    private let searchView: SearchView
    private var bindings: DisposeBag?

    init(songSearch: SongSearchService, artwork: ArtworkModel, scheduler: SchedulerType) {
        model = SearchModel(search: songSearch.rx.search)
        self.artwork = artwork
        searchView = SearchView(artwork: artwork.image(for:), scheduler: scheduler)
        super.init()
        title = "Search"
    }

    override func loadView() {
        bindings = SearchBinding.bind(model: model, view: searchView) { [weak self] song in
            self?.showSong(song)
        }
        view = searchView
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // As UITableViewController's clearsSelectionOnViewWillAppear: coming back from a
        // song, no row stays selected.
        searchView.deselectSelectedRow()
    }

    // MARK: - Navigation

    private func showSong(_ song: Song) {
        navigationController?.pushViewController(SongViewController(song: song, artwork: artwork), animated: true)
    }
}
