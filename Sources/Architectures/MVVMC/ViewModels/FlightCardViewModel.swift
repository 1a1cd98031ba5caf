import ArchitectureKit
import Bind
import Domain
import Foundation
import Observation

/// The flight card: one flight's details, bound to the card view, and what its close button does.
@MainActor
@Observable
final class FlightCardViewModel: CountedObject, BindObservable {
    // Bind's registrar in place of the macro's, so bindings hear when a change is done.
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()

    /// The flight; the card's data controller changes its status as the live feed reports, and
    /// every text below follows, since each is read from it.
    var flight: Flight
    /// Closes the card; given by the view controller, which alone navigates.
    var closeCommand: (any Command)?

    init(flight: Flight) {
        self.flight = flight
    }

    // MARK: - Card formatting

    /// `BA 287`, also the screen's title.
    var title: String { "\(flight.airline.code) \(flight.number)" }
    var airline: String { flight.airline.name }
    /// `LHR ➔ SFO`.
    var route: String { "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)" }
    /// `Wednesday, April 1, 2015`, at the departure airport.
    var departureDay: String { FlightFormat.day(flight.expectedDeparture, at: flight.departure.airport) }
    /// `14:05 London, Heathrow Airport`.
    var departureAirport: String { timeAndPlace(flight.expectedDeparture, at: flight.departure.airport) }
    /// The arrival's day, at the arrival airport.
    var arrivalDay: String { FlightFormat.day(flight.expectedArrival, at: flight.arrival.airport) }
    /// The arrival's time and airport.
    var arrivalAirport: String { timeAndPlace(flight.expectedArrival, at: flight.arrival.airport) }
    /// `10 hours, 50 minutes`: a delay moves both times, never the duration.
    var duration: String { FlightFormat.duration(flight.duration) }
    /// `On time`, `Delayed 25 min`, ...
    var status: String { FlightFormat.status(flight.status) }

    /// The time in the airport's own zone, then the city and the airport's name.
    private func timeAndPlace(_ date: Date, at airport: Airport) -> String {
        "\(LocalTime(date, in: airport.timeZone).time) \(airport.city), \(airport.name)"
    }
}
