@testable import MVP

/// A row of the board with no UI: it keeps what its presenter wrote.
@MainActor
final class FakeFlightCell: FlightCellProtocol {
    var title: String?
    var subtitle: String?
    var detail: String?
}
