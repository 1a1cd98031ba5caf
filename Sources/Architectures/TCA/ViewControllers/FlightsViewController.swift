import Composable
import Foundation
import HeadlessUI

/// The flights screen: sends its lifecycle, the reload button and the taps on rows to its store,
/// renders the board as the state derives it, and pushes the card while the state has one.
@MainActor
final class FlightsViewController: ViewController {
    private let store: Store<FlightsFeature.State, FlightsFeature.Action>
    private let flightsView = FlightsView()
    /// The screen's observations of its store: released with the screen, they stop.
    private var observations: [ObserveToken] = []

    init(store: Store<FlightsFeature.State, FlightsFeature.Action>) {
        self.store = store
        super.init()
        title = "Flights"
    }

    override func loadView() {
        view = flightsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        flightsView.dataSource = self
        flightsView.delegate = self
        flightsView.onReload = { [store] in store.send(.reloadButtonTapped) }
        store.send(.viewDidLoad)
        observations = [
            store.observe(\.board) { [weak self] board in self?.show(board) },
            observeCard(),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        store.send(.viewWillAppear)
    }

    /// Shows where the board stands; the rows change only when an answer does.
    private func show(_ board: FlightsFeature.BoardLoad) {
        flightsView.statusText = store.state.statusText
        switch board {
        case .notRequested, .loading:
            break  // The old rows stay until the answer arrives.
        case .loaded, .failed:
            flightsView.reloadRows()
        }
    }

    // MARK: - Navigation

    /// Pushes the card, with a store of its own state, when the state has one, and comes back
    /// when it has none.
    private func observeCard() -> ObserveToken {
        store.scope(state: \.card, action: FlightsFeature.Action.cardPath).ifLet { [weak self] cardStore in
            self?.navigationController?.pushViewController(FlightCardViewController(store: cardStore), animated: true)
        } else: { [weak self] in
            self?.cardClosed()
        }
    }

    /// No card is shown: back on top, with no row selected.
    private func cardClosed() {
        flightsView.deselectSelectedRow()
        guard let navigationController, navigationController.topViewController !== self else { return }
        navigationController.popViewController(animated: true)
    }

    // MARK: - Live updates

    /// Has the cell follow its flight's row: a live change in the state reaches it in the same
    /// instant. A cell reused for another flight drops this observation first.
    private func follow(flightID: String, in cell: FlightCell) {
        cell.rowObservation = store.observe({ $0.flightRow(id: flightID) }) { [weak cell] row in
            if let row { cell?.show(row) }
        }
    }
}

// MARK: - TableViewDataSource

extension FlightsViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store.state.flightCount
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FlightCell.reuseIdentifier, for: indexPath) as! FlightCell
        follow(flightID: store.state.flightID(at: indexPath.row), in: cell)
        return cell
    }
}

// MARK: - TableViewDelegate

extension FlightsViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.flightTapped(row: indexPath.row))
    }
}
