/// What the card presenter tells its view.
@MainActor
protocol FlightCardViewInterface: AnyObject {
    func show(_ card: FlightCardDisplay)
}
