import Domain
import Foundation
import HeadlessUI

// Work with UIKit, as the post's controller does: the table asks for rows, and the declared
// board answers. Composing a row's texts is this extension's one piece of presentation.
extension FlightsViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        board.value.flights.count
    }

    // MARK: - Formatting

    /// `BA 287`, `LHR ➔ SFO`, `Wed 1 Apr 14:05 · On time`: the departure as expected, in its
    /// airport's time zone.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FlightCell.reuseIdentifier, for: indexPath)
        let flight = board.value.flights[indexPath.row]
        let departure = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        cell.titleLabel.text = "\(flight.airline.code) \(flight.number)"
        cell.subtitleLabel.text = "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)"
        cell.detailLabel.text = "\(departure.shortDay) \(departure.time) \u{00B7} \(FlightFormat.status(flight.status))"
        return cell
    }
}
