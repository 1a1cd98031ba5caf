/// One row of the board as the flights presenter sees it; ``FlightCell`` implements it.
@MainActor
protocol FlightCellProtocol: AnyObject {
    /// The flight's code.
    var title: String? { get set }
    /// The route.
    var subtitle: String? { get set }
    /// The departure and status on the trailing side.
    var detail: String? { get set }
}
