/// When the pattern is worth its price, for the report's trade-offs table.
extension VIPERArchitecture {
    public var whenToChoose: String? {
        """
        Choose it for an app with real use cases and a team that tests them: every role is small \
        and replaceable, the interactor and presenter are tested against fakes of their neighbours, \
        and no library is needed. The price is ceremony: four or five objects and as many protocols \
        per screen, wired by hand, even for a screen that only shows a value.
        """
    }

    /// Where views meet the state: wireframes build each module and wire its roles together.
    public var wiringRoles: [String] { ["Wireframes"] }
}
