/// When the pattern is worth its price, for the report's trade-offs table.
extension DirectArchitecture {
    public var whenToChoose: String? {
        """
        Never for an app that will grow: it is the baseline, one view controller per screen that \
        does everything, with nothing in between. Every concern shares that one object, so none can \
        be tested or changed apart from the screen.
        """
    }

    /// Where views meet the state: its view controllers do everything.
    public var wiringRoles: [String] { ["ViewControllers"] }
}
