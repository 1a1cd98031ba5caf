import Domain

/// Where the flight board's latest load stands: what ``FlightBoardController`` reports.
enum BoardProgress: Equatable {
    /// A load is in flight; the flights listed so far stay.
    case loading
    /// The latest load was answered with `flights`, in board order.
    case loaded(flights: [Flight])
    /// The latest load failed; no flight is listed.
    case failed
}
