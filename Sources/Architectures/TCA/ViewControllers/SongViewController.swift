import Composable
import HeadlessUI

/// The song screen: renders its store's state, and sends the close button's taps.
@MainActor
final class SongViewController: ViewController {
    private let store: Store<SongFeature.State, SongFeature.Action>
    private let songView = SongView()
    private var observation: ObserveToken?

    init(store: Store<SongFeature.State, SongFeature.Action>) {
        self.store = store
        super.init()
        title = store.state.title
    }

    override func loadView() {
        view = songView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        songView.onClose = { [store] in store.send(.closeButtonTapped) }
        store.send(.viewDidLoad)
        observation = store.observe { [songView] song in songView.show(song) }
    }
}
