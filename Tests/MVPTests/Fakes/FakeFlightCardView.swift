@testable import MVP

/// A flight card with no UI: it keeps what its presenter wrote, and counts how often.
@MainActor
final class FakeFlightCardView: FlightCardViewProtocol {
    var title: String?
    var flight: String?
    var airline: String?
    var route: String?
    var departureDay: String?
    var departureAirport: String?
    var arrivalDay: String?
    var arrivalAirport: String?
    var duration: String?
    /// The status, and every status written before it.
    var status: String? {
        didSet { statuses.append(status) }
    }
    private(set) var statuses: [String?] = []
    /// How many times it was told to close.
    private(set) var closes = 0

    func close() {
        closes += 1
    }
}
