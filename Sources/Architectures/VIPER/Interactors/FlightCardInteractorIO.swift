import Domain

/// What the card presenter asks of its interactor: the use case "one flight kept current".
@MainActor
protocol FlightCardInteractorInput: AnyObject {
    /// The flight as it stands now.
    var flight: Flight { get }
    /// Starts applying the live feed's changes of this flight.
    func observeLiveUpdates()
}

/// What the card interactor tells its presenter.
@MainActor
protocol FlightCardInteractorOutput: AnyObject {
    /// The live feed changed the flight.
    func flightChanged(_ flight: Flight)
}
