/// The flight card as its presenter sees it; ``FlightCardViewController`` implements it with no
/// logic of its own.
@MainActor
protocol FlightCardViewProtocol: AnyObject {
    /// The screen's title.
    var title: String? { get set }
    var flight: String? { get set }
    var airline: String? { get set }
    var route: String? { get set }
    var departureDay: String? { get set }
    var departureAirport: String? { get set }
    var arrivalDay: String? { get set }
    var arrivalAirport: String? { get set }
    var duration: String? { get set }
    var status: String? { get set }
    /// Takes the card off the navigation stack.
    func close()
}
