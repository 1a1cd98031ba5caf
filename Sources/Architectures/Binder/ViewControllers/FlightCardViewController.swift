import Domain
import HeadlessUI
import Reactive

/// The flight card, declared: its state, its views and a bag for its bindings. It holds no
/// logic: ``FlightCardBinder/make(flight:flightService:)`` makes it and wires all of it.
@MainActor
final class FlightCardViewController: ViewController {
    // MARK: - State

    /// The flight as it stands now. The binder keeps it current with the live feed.
    let flight: BehaviorRelay<Flight>

    // MARK: - Views

    let cardView = FlightCardView()

    // MARK: - Binding helpers

    /// Holds the screen's bindings, so they end with the screen.
    let disposeBag = DisposeBag()

    /// - Parameter flight: The flight as it stood when the card was opened.
    init(flight: Flight) {
        self.flight = BehaviorRelay(value: flight)
        super.init()
    }

    override func loadView() {
        view = cardView
    }
}
