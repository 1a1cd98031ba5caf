import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveServices
import ReactiveUI

/// Makes the flight card: the one place where everything it does is wired.
@MainActor
enum FlightCardBinder {
    /// Makes the flight card: what a status change cannot alter is assigned once; the times
    /// and the status, which follow the live feed, are bound; Close pops the card.
    ///
    /// - Parameters:
    ///   - flight: The flight as it stood when the card was opened.
    ///   - flightService: Publishes the live changes of the flight's status.
    /// - Returns: The card, with its bindings in its `disposeBag`.
    static func make(flight: Flight, flightService: FlightService) -> FlightCardViewController {
        let vc = FlightCardViewController(flight: flight)
        let view = vc.cardView

        // MARK: - Card formatting

        // What a status change cannot alter is assigned once. A delay moves both ends: the
        // time in the air stays the same.
        let code = "\(flight.airline.code) \(flight.number)"
        let departure = flight.departure.airport, arrival = flight.arrival.airport
        vc.title = code
        view.flightLabel.text = code
        view.airlineLabel.text = flight.airline.name
        view.routeLabel.text = "\(departure.code) \u{2794} \(arrival.code)"
        view.durationLabel.text = FlightFormat.duration(flight.duration)

        // The times and the status follow the flight as it stands.
        vc.flight.map { LocalTime($0.expectedDeparture, in: departure.timeZone).longDay }
            .bind(to: view.departureDayLabel.rx.text)
            .disposed(by: vc.disposeBag)
        vc.flight.map { timeAndPlace($0.expectedDeparture, at: departure) }
            .bind(to: view.departureAirportLabel.rx.text)
            .disposed(by: vc.disposeBag)
        vc.flight.map { LocalTime($0.expectedArrival, in: arrival.timeZone).longDay }
            .bind(to: view.arrivalDayLabel.rx.text)
            .disposed(by: vc.disposeBag)
        vc.flight.map { timeAndPlace($0.expectedArrival, at: arrival) }
            .bind(to: view.arrivalAirportLabel.rx.text)
            .disposed(by: vc.disposeBag)
        vc.flight.map { FlightFormat.status($0.status) }
            .bind(to: view.statusLabel.rx.text)
            .disposed(by: vc.disposeBag)

        // MARK: - Live updates

        // The card follows its flight itself, in the instant the change happens.
        flightService.rx.statusChanges
            .filter { $0.flightID == flight.id }
            .withLatestFrom(vc.flight) { change, flight in
                var changed = flight
                changed.status = change.status
                return changed
            }
            .bind(to: vc.flight)
            .disposed(by: vc.disposeBag)

        // MARK: - Navigation

        view.closeButton.rx.tap
            .subscribe(onNext: { [weak vc] in vc?.navigationController?.popViewController(animated: true) })
            .disposed(by: vc.disposeBag)

        return vc
    }

    // MARK: - Card formatting

    /// `14:05 London, Heathrow Airport`: the time in the airport's zone, its city and its name.
    private static func timeAndPlace(_ date: Date, at airport: Airport) -> String {
        "\(LocalTime(date, in: airport.timeZone).time) \(airport.city), \(airport.name)"
    }
}
