import ArchitectureKit
import Bind
import Domain
import Observation

/// One row of the board, bound to a flight cell while it shows this row.
@MainActor
@Observable
final class FlightCellViewModel: CountedObject, BindObservable {
    // Bind's registrar in place of the macro's, so bindings hear when a change is done.
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()

    /// The flight; the data controller changes its status as the live feed reports, and every
    /// text below follows, since each is read from it.
    var flight: Flight

    init(flight: Flight) {
        self.flight = flight
    }

    /// `BA 287`.
    var title: String { "\(flight.airline.code) \(flight.number)" }
    /// `LHR ➔ SFO`.
    var subtitle: String { "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)" }
    /// `Wed 1 Apr 14:05 · On time`: the expected departure in the departure airport's time, so a
    /// delay moves the time as well as the status.
    var detail: String {
        let departure = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        return "\(departure.shortDay) \(departure.time) \u{00B7} \(FlightFormat.status(flight.status))"
    }
}
