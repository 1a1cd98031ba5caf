import Composable
import HeadlessUI

/// The flight card: renders its store's state, which the live feed keeps current, and sends
/// the close button's taps.
@MainActor
final class FlightCardViewController: ViewController {
    private let store: Store<FlightCardFeature.State, FlightCardFeature.Action>
    private let cardView = FlightCardView()
    private var observation: ObserveToken?

    init(store: Store<FlightCardFeature.State, FlightCardFeature.Action>) {
        self.store = store
        super.init()
        title = store.state.details.flight
    }

    override func loadView() {
        view = cardView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.onClose = { [store] in store.send(.closeButtonTapped) }
        store.send(.viewDidLoad)
        // The texts are composed again only when the state changed.
        observation = store.observe { [cardView] card in cardView.show(card.details) }
    }
}
