import Domain
import HeadlessUI

/// One flight on the board: it takes the flight itself and words its code, route, and
/// departure with status.
@MainActor
final class FlightCell: TableViewCell {
    /// The reuse pool the board registers this cell under.
    static let reuseIdentifier = "FlightCell"

    // MARK: - Formatting

    /// Shows `flight`: `BA 287`, `LHR ➔ SFO`, `Wed 1 Apr 14:05 · On time`, the departure as
    /// expected, in its airport's time zone.
    func show(_ flight: Flight) {
        let departure = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        titleLabel.text = "\(flight.airline.code) \(flight.number)"
        subtitleLabel.text = "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)"
        detailLabel.text = "\(departure.shortDay) \(departure.time) \u{00B7} \(FlightFormat.status(flight.status))"
    }
}
