import ArchitectureKit
import Domain

/// The flights screen's presenter: asks for the board when the screen first appears and on
/// reload, words the board's status and rows, and asks the wireframe for the card tapped.
@MainActor
final class FlightsPresenter: CountedObject, FlightsModuleInterface {
    /// The view; it owns this presenter, so it is held weakly.
    weak var view: FlightsViewInterface?

    private let interactor: FlightsInteractorInput
    private let wireframe: FlightsRouting
    /// The flights the rows show, in board order.
    private var flights: [Flight] = []
    private var hasAppeared = false

    init(interactor: FlightsInteractorInput, wireframe: FlightsRouting) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        interactor.observeLiveUpdates()
    }

    func viewWillAppear() {
        // Coming back from a card is not a reason to load again: the live feed kept the rows current.
        guard !hasAppeared else { return }
        hasAppeared = true
        interactor.loadBoard()
    }

    func reload() {
        interactor.loadBoard()
    }

    // MARK: - Navigation

    func selectRow(at index: Int) {
        wireframe.presentCard(of: flights[index])
    }

    // MARK: - Formatting

    /// `1 flight`, `N flights` or `No flights`.
    private static func status(of flights: [Flight]) -> String {
        flights.isEmpty ? "No flights" : Counting.count(flights.count, "flight", "flights")
    }

    static func row(for flight: Flight) -> FlightRow {
        let departureTime = LocalTime(flight.expectedDeparture, in: flight.departure.airport.timeZone)
        return FlightRow(
            title: "\(flight.airline.code) \(flight.number)",
            subtitle: "\(flight.departure.airport.code) \u{2794} \(flight.arrival.airport.code)",
            detail: "\(departureTime.shortDay) \(departureTime.time) \u{00B7} \(FlightFormat.status(flight.status))"
        )
    }
}

// MARK: - FlightsInteractorOutput

extension FlightsPresenter: FlightsInteractorOutput {
    func boardLoading() {
        // The old rows stay until the answer arrives.
        view?.showStatus("Loading flights\u{2026}")
    }

    func boardLoaded(_ flights: [Flight]) {
        show(flights)
        view?.showStatus(Self.status(of: flights))
    }

    func boardFailed() {
        show([])
        view?.showStatus("Loading flights failed")
    }

    private func show(_ flights: [Flight]) {
        self.flights = flights
        view?.showRows(flights.map(Self.row(for:)))
    }

    // MARK: - Live updates

    func flightChanged(_ flight: Flight, at index: Int) {
        flights[index] = flight
        view?.showRow(Self.row(for: flight), at: index)
    }
}
