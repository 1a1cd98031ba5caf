/// When the pattern is worth its price, for the report's trade-offs table.
extension MVPArchitecture {
    public var whenToChoose: String? {
        """
        Choose it when a screen's logic deserves tests of its own but no binding library is \
        wanted: each presenter holds its screen's state and logic and is tested against a fake \
        view, with no UI. The price is a protocol per screen and per row, and a view controller \
        that only forwards: every value the screen shows is written once in the presenter and \
        handed on once more by the view.
        """
    }

    /// Where views meet the state: view controllers hand the views their closures and forward to the presenters.
    public var wiringRoles: [String] { ["ViewControllers"] }
}
