import HeadlessUI
import Reactive

/// The search screen, declared: its state, its views, a bag for its bindings and the trigger
/// of its lifecycle. It holds no logic: ``SearchBinder/make(songSearch:artwork:scheduler:)``
/// makes it and wires all of it.
@MainActor
final class SearchViewController: ViewController {
    // MARK: - State

    /// Where the search stands. The binder drives it and shows it in the views.
    let search = BehaviorRelay(value: SearchState.typeToSearch)

    // MARK: - Views

    let searchView = SearchView()

    // MARK: - Binding helpers

    /// Holds the screen's bindings, so they end with the screen.
    let disposeBag = DisposeBag()
    /// Emits each time the screen is about to appear.
    let willAppear = PublishRelay<Void>()

    override func loadView() {
        view = searchView
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        willAppear.accept(())
    }
}
