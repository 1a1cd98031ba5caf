/// When the pattern is worth its price, for the report's trade-offs table.
extension TCAArchitecture {
    public var whenToChoose: String? {
        """
        Choose it when a screen's behaviour over time must be proven: every change of state is a \
        reducer's answer to a named action, every side effect an effect on a dependency, so one \
        TestStore test asserts each state and each action an effect sends back, on virtual time, and \
        fails on anything left unasserted. The price is a support library every screen runs through, \
        a store that compares what each observation shows after every action, and more ceremony: \
        State, Action and reducer for the smallest screen.
        """
    }

    /// Where views meet the state: view controllers observe the store and send it actions.
    public var wiringRoles: [String] { ["ViewControllers"] }
}
