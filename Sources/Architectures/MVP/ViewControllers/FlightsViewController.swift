import Foundation
import HeadlessUI

/// The flights screen: a passive view. It hands every appearance, reload, selection and row the
/// board asks for to its ``FlightsPresenter``, and every value the presenter gives it to
/// ``FlightsView``.
@MainActor
final class FlightsViewController: ViewController, FlightsViewProtocol {
    private let presenter: FlightsPresenter
    private let flightsView = FlightsView()

    init(presenter: FlightsPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = flightsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        flightsView.dataSource = self
        flightsView.delegate = self
        flightsView.onReload = { [weak self] in self?.presenter.reloadRequested() }
        presenter.attach(self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    // MARK: - FlightsViewProtocol

    var status: String? {
        get { flightsView.status }
        set { flightsView.status = newValue }
    }

    func reloadRows() {
        flightsView.reloadRows()
    }

    func reloadRow(_ row: Int) {
        flightsView.reloadRow(row)
    }

    func deselectSelectedRow() {
        flightsView.deselectSelectedRow()
    }

    // MARK: - Navigation

    func showCard(_ presenter: FlightCardPresenter) {
        navigationController?.pushViewController(FlightCardViewController(presenter: presenter), animated: true)
    }
}

// MARK: - TableViewDataSource

extension FlightsViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FlightCell.reuseIdentifier, for: indexPath) as! FlightCell
        presenter.configure(cell, forRow: indexPath.row)
        return cell
    }
}

// MARK: - TableViewDelegate

extension FlightsViewController: TableViewDelegate {
    // MARK: - Navigation

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(indexPath.row)
    }
}
