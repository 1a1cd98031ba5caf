import HeadlessUI
import Reactive

/// The flights screen, declared: its state, its views, a bag for its bindings and the trigger
/// of its lifecycle. It holds no logic: ``FlightsBinder/make(flightService:)`` makes it and
/// wires all of it.
@MainActor
final class FlightsViewController: ViewController {
    // MARK: - State

    /// The board as the screen shows it. The binder drives it; the table reads it.
    let board = BehaviorRelay(value: FlightBoard())

    // MARK: - Views

    let flightsView = FlightsView()

    // MARK: - Binding helpers

    /// Holds the screen's bindings, so they end with the screen.
    let disposeBag = DisposeBag()
    /// Emits each time the screen is about to appear.
    let willAppear = PublishRelay<Void>()

    override func loadView() {
        view = flightsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        flightsView.flightsTable.dataSource = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        willAppear.accept(())
    }
}
