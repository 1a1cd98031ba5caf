import HeadlessUI

/// The flights screen's views: a status line, the board and a reload button.
/// A declaration the screen's binder fills in; it holds no logic.
@MainActor
final class FlightsView: View {
    let statusLabel = Label()
    let flightsTable = TableView()
    let reloadButton = Button(title: "Reload")

    override init() {
        super.init()
        accessibilityIdentifier = "flights"
        statusLabel.accessibilityIdentifier = "flights.status"
        flightsTable.accessibilityIdentifier = "flights.list"
        reloadButton.accessibilityIdentifier = "flights.reload"
        flightsTable.register(FlightCell.self, forCellReuseIdentifier: FlightCell.reuseIdentifier)
        for subview in [statusLabel, flightsTable, reloadButton] as [View] {
            addSubview(subview)
        }
    }
}
