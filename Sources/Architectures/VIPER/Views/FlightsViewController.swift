import Foundation
import HeadlessUI

/// The flights screen's view: shows the board its presenter worded, and forwards every event.
@MainActor
final class FlightsViewController: ViewController, FlightsViewInterface {
    private let eventHandler: FlightsModuleInterface
    private let flightsView = FlightsView()
    private var rows: [FlightRow] = []

    init(eventHandler: FlightsModuleInterface) {
        self.eventHandler = eventHandler
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
        flightsView.onReload = { [weak self] in self?.eventHandler.reload() }
        eventHandler.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flightsView.deselectSelectedRow()
        eventHandler.viewWillAppear()
    }

    func showStatus(_ status: String) {
        flightsView.status = status
    }

    func showRows(_ rows: [FlightRow]) {
        self.rows = rows
        flightsView.reloadRows()
    }

    // MARK: - Live updates

    func showRow(_ row: FlightRow, at index: Int) {
        rows[index] = row
        flightsView.reloadRow(index)
    }
}

// MARK: - TableViewDataSource

extension FlightsViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FlightCell.reuseIdentifier, for: indexPath) as! FlightCell
        let row = rows[indexPath.row]
        cell.title = row.title
        cell.subtitle = row.subtitle
        cell.detail = row.detail
        return cell
    }
}

// MARK: - TableViewDelegate

extension FlightsViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        eventHandler.selectRow(at: indexPath.row)
    }
}
