/// The flight card's texts, prepared by the presenter.
struct FlightCardDisplay: Equatable {
    /// `BA 287`: the card's first line, and the screen's title.
    let flight: String
    let airline: String
    let route: String
    let departureDay: String
    let departureAirport: String
    let arrivalDay: String
    let arrivalAirport: String
    let duration: String
    let status: String
}
