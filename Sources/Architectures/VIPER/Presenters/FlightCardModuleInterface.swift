/// What the card view tells its presenter.
@MainActor
protocol FlightCardModuleInterface: AnyObject {
    func viewDidLoad()
    /// The user asked to close the card.
    func close()
}
