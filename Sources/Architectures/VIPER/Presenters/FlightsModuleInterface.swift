/// What the flights view tells its presenter.
@MainActor
protocol FlightsModuleInterface: AnyObject {
    func viewDidLoad()
    func viewWillAppear()
    /// The user asked for the board again.
    func reload()
    /// The user selected the row at `index`.
    func selectRow(at index: Int)
}
