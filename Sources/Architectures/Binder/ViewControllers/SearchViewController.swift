import Domain
import HeadlessUI
import Reactive

/// The search screen, declared: its state, its views, a bag for its bindings and the triggers
/// its lifecycle and its table fire. It holds no logic: ``SearchBinder/make(songSearch:artwork:scheduler:)``
/// makes it and wires all of it.
@MainActor
final class SearchViewController: ViewController {
    // MARK: - State

    /// Where the search stands. The binder drives it and shows it in the views.
    let search = BehaviorRelay(value: SearchState.typeToSearch)
    /// The songs the table lists: the post's `feed`. The binder keeps it; the table reads it.
    let songs = BehaviorRelay<[Song]>(value: [])

    // MARK: - Views

    let searchView = SearchView()

    // MARK: - Binding helpers

    /// Holds the screen's bindings, so they end with the screen.
    let disposeBag = DisposeBag()
    /// Emits each time the screen is about to appear.
    let willAppear = PublishRelay<Void>()
    /// Emits each song cell the table is about to show, with its song, so the binder can bind
    /// what arrives later for it.
    let songCellWillShow = PublishRelay<(cell: SongCell, song: Song)>()

    override func loadView() {
        view = searchView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchView.resultsTable.dataSource = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        willAppear.accept(())
    }
}
