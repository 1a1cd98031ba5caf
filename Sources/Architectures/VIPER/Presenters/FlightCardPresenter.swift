import ArchitectureKit
import Domain
import Foundation

/// The card's presenter: words the flight, again whenever the live feed changes it, and asks
/// the wireframe to close the card.
@MainActor
final class FlightCardPresenter: CountedObject, FlightCardModuleInterface, FlightCardInteractorOutput {
    /// The view; it owns this presenter, so it is held weakly.
    weak var view: FlightCardViewInterface?

    private let interactor: FlightCardInteractorInput
    private let wireframe: FlightCardRouting

    init(interactor: FlightCardInteractorInput, wireframe: FlightCardRouting) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        view?.show(Self.card(of: interactor.flight))
        interactor.observeLiveUpdates()
    }

    // MARK: - Live updates

    /// A delay moves the shown times as well as the status, so the whole card is worded again.
    func flightChanged(_ flight: Flight) {
        view?.show(Self.card(of: flight))
    }

    // MARK: - Navigation

    func close() {
        wireframe.dismissCard()
    }

    // MARK: - Card formatting

    /// Every text of the card: a delay moves both ends, never the duration.
    static func card(of flight: Flight) -> FlightCardDisplay {
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        return FlightCardDisplay(
            flight: "\(flight.airline.code) \(flight.number)",
            airline: flight.airline.name,
            route: "\(departure.code) \u{2794} \(arrival.code)",
            departureDay: FlightFormat.day(flight.expectedDeparture, at: departure),
            departureAirport: timeAndAirport(flight.expectedDeparture, at: departure),
            arrivalDay: FlightFormat.day(flight.expectedArrival, at: arrival),
            arrivalAirport: timeAndAirport(flight.expectedArrival, at: arrival),
            duration: FlightFormat.duration(flight.duration),
            status: FlightFormat.status(flight.status)
        )
    }

    /// `14:05 London, Heathrow Airport`: the time in the airport's own zone, then the place.
    private static func timeAndAirport(_ date: Date, at airport: Airport) -> String {
        "\(LocalTime(date, in: airport.timeZone).time) \(airport.city), \(airport.name)"
    }
}
