/// When the pattern is worth its price, for the report's trade-offs table.
extension BinderArchitecture {
    public var whenToChoose: String? {
        """
        Choose it for screens whose state fits in one value replaced whole: the controller only \
        declares its state and views, one make function per screen does all the wiring, and a test \
        compares states by value. The price is a reactive library, and every binding an object alive \
        as long as its screen.
        """
    }

    /// Where views meet the state: the make function per screen does all the wiring.
    public var wiringRoles: [String] { ["Binders"] }
}
