import Domain

/// What the flights presenter asks of its interactor: the use case "a board kept current".
@MainActor
protocol FlightsInteractorInput: AnyObject {
    /// Loads the board, replacing the load in flight.
    func loadBoard()
    /// Starts applying the live feed's status changes to the board.
    func observeLiveUpdates()
}

/// What the flights interactor tells its presenter.
@MainActor
protocol FlightsInteractorOutput: AnyObject {
    /// A load started; the flights listed so far stay.
    func boardLoading()
    /// The latest load found `flights`, in board order.
    func boardLoaded(_ flights: [Flight])
    /// The latest load failed.
    func boardFailed()
    /// The live feed changed the flight at `index` of the board.
    func flightChanged(_ flight: Flight, at index: Int)
}
