import Bind
import Domain
import Observation

/// The flight card: one flight's details, bound to the card view.
@MainActor
@Observable
final class FlightCardViewModel: BindObservable {
    // Bind's registrar in place of the macro's, so bindings hear when a change is done.
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()

    /// The flight; the card's data controller changes its status as the live feed reports, and
    /// every text below follows, since each is read from it.
    var flight: Flight

    init(flight: Flight) {
        self.flight = flight
    }

    // MARK: - Card formatting

    /// `BA 287`, also the screen's title.
    var title: String { FlightFormat.code(flight) }
    var airline: String { flight.airline.name }
    /// `LHR ➔ SFO`.
    var route: String { FlightFormat.route(flight) }
    /// `Wednesday, April 1, 2015`, at the departure airport.
    var departureDay: String { FlightFormat.day(flight.expectedDeparture, at: flight.departure.airport) }
    /// `14:05 London, Heathrow Airport`.
    var departureAirport: String { FlightFormat.timeAndAirport(flight.expectedDeparture, at: flight.departure.airport) }
    /// The arrival's day, at the arrival airport.
    var arrivalDay: String { FlightFormat.day(flight.expectedArrival, at: flight.arrival.airport) }
    /// The arrival's time and airport.
    var arrivalAirport: String { FlightFormat.timeAndAirport(flight.expectedArrival, at: flight.arrival.airport) }
    /// `10 hours, 50 minutes`.
    var duration: String { FlightFormat.duration(flight.duration) }
    /// `On time`, `Delayed 25 min`, ...
    var status: String { FlightFormat.status(flight.status) }
}
