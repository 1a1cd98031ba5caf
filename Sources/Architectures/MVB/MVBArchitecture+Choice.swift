/// When the pattern is worth its price, for the report's trade-offs table.
extension MVBArchitecture {
    public var whenToChoose: String? {
        """
        Choose it when a screen's rules are about time and order (a debounce, the latest answer \
        only, live updates) and the team already thinks in streams: the model states the screen and \
        is tested in virtual time, and one binding function per screen shows the whole flow of data. \
        The price is a reactive library the app leans on, and its subscriptions alive beside every \
        screen.
        """
    }

    /// Where views meet the state: one binding function per screen connects view and model.
    public var wiringRoles: [String] { ["Bindings"] }
}
