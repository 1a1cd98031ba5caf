import Domain
import Foundation
import HeadlessUI

/// The flights screen: asks its data controller for the board when it first appears and on
/// reload, shows the rows it gets back, and opens the card of the flight the user taps.
@MainActor
final class FlightsViewController: ViewController {
    private let dataController: FlightsDataController
    private let makeCardDataController: () -> FlightCardDataController
    private let flightsView = FlightsView()
    /// The rows the board shows, as the data controller made them.
    private var rows: [FlightCellViewModel] = []
    private var hasAppeared = false

    /// - Parameters:
    ///   - dataController: The screen's data controller.
    ///   - makeCardDataController: Makes the data controller of a card this screen opens.
    init(dataController: FlightsDataController, makeCardDataController: @escaping () -> FlightCardDataController) {
        self.dataController = dataController
        self.makeCardDataController = makeCardDataController
        super.init()
        title = "Flights"
    }

    override func loadView() {
        view = flightsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = dataController.flightsViewModel
        viewModel.reloadCommand = ReloadBoardCommand(reloading: self)
        flightsView.viewModel = viewModel
        flightsView.dataSource = self
        flightsView.delegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flightsView.deselectSelectedRow()
        // Coming back from a card is not a reason to load again: the live feed kept the rows current.
        guard !hasAppeared else { return }
        hasAppeared = true
        loadBoard()
    }

    /// Asks the data controller for the board: when the screen first appears, and for the reload command.
    func loadBoard() {
        dataController.update { [weak self] result in
            self?.rowsArrived(result)
        }
    }

    private func rowsArrived(_ result: Result<[FlightCellViewModel], ServiceError>) {
        rows = (try? result.get()) ?? []
        flightsView.reloadRows()
    }
}

// MARK: - TableViewDataSource

extension FlightsViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FlightCell.reuseIdentifier, for: indexPath) as! FlightCell
        cell.viewModel = rows[indexPath.row]
        return cell
    }
}

// MARK: - TableViewDelegate

extension FlightsViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let cardViewController = FlightCardViewController(flight: rows[indexPath.row].flight, dataController: makeCardDataController())
        navigationController?.pushViewController(cardViewController, animated: true)
    }
}
